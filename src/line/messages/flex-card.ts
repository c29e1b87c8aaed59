/**
 * The one card the app sends in LINE: a Flex bubble with a bold heading, optional small lines under it, label and
 * value rows, and at most one button opening a link. The order notice and 傳給負責人 are both this card.
 */
import type { LineMessage } from '../line-client';

/** A label and its value side by side. */
export const row = (label: string, value: string) => ({
  type: 'box' as const,
  layout: 'baseline' as const,
  spacing: 'sm',
  contents: [
    { type: 'text' as const, text: label, size: 'sm', color: '#888888', flex: 2 },
    // LINE rejects an empty text: a missing value shows as a dash.
    {
      type: 'text' as const,
      text: value || '-',
      size: 'sm',
      color: '#222222',
      flex: 4,
      wrap: true,
    },
  ],
});

export interface FlexCard {
  altText: string;
  heading: string;
  /** Small grey lines under the heading. */
  notes?: readonly string[];
  rows: ReadonlyArray<ReturnType<typeof row>>;
  /** The button at the foot; none when left out. */
  button?: { label: string; uri: string };
}

export function flexCard({ altText, heading, notes = [], rows, button }: FlexCard): LineMessage {
  return {
    type: 'flex',
    altText,
    contents: {
      type: 'bubble',
      body: {
        type: 'box',
        layout: 'vertical',
        spacing: 'md',
        contents: [
          { type: 'text', text: heading, weight: 'bold', size: 'lg', wrap: true },
          ...notes.map((text) => ({
            type: 'text' as const,
            text,
            size: 'sm',
            color: '#888888',
            wrap: true,
          })),
          ...rows,
        ],
      },
      ...(button === undefined
        ? {}
        : {
            footer: {
              type: 'box',
              layout: 'vertical',
              contents: [
                {
                  type: 'button',
                  style: 'primary',
                  action: { type: 'uri', label: button.label, uri: button.uri },
                },
              ],
            },
          }),
    },
  };
}

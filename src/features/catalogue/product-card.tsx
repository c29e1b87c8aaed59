import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { carryTap } from '../../stored-home/carried-tap';
import type { Product } from '../../api/types';
import { ProductImage } from '../../components/product-image';
import { usePriceText } from '../../components/use-price-text';
import type { PriceChange } from '../../domain/price-change';
import { specText } from '../../domain/sales-unit';
import type { PriceChanges } from '../price-changes';

/** Every card has the same height, so the browser can lay out unseen ones without rendering them. */
export const CARD_HEIGHT = 104;
const IMAGE_SIZE = 80;

/*
 * Static styled elements rather than `sx` and Typography: their styles are serialised once, not once per card,
 * which is most of a card's cost when a catalogue renders a thousand of them on a slow phone.
 */
const Card = styled('li')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  height: CARD_HEIGHT,
  padding: '0 12px',
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 8,
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${String(CARD_HEIGHT)}px`,
}));

const Body = styled('div')({ flex: 1, minWidth: 0 });

const Name = styled('h3')(({ theme }) => ({
  margin: 0,
  fontSize: 16,
  fontWeight: 700,
  lineHeight: 1.3,
  color: theme.palette.text.primary,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
}));

const Line = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: 14,
  lineHeight: 1.5,
  color: theme.palette.text.secondary,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
}));

const Price = styled(Line)(({ theme }) => ({ fontWeight: 700, color: theme.palette.primary.dark }));

/** The price's change since an earlier day, a line of its own: a card has room for it even under a two-line name. */
const ChangeLine = styled('p')({
  margin: 0,
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

const AddButton = styled(IconButton)(({ theme }) => ({
  width: 48,
  height: 48,
  flexShrink: 0,
  border: `1px solid ${theme.palette.primary.main}`,
}));

interface ProductCardProps {
  product: Product;
  onAdd: (product: Product) => void;
  /** One of the first cards on screen: its image loads at once. */
  priority?: boolean;
  /** The price's change since an earlier day, once known, and what shows it (loaded after home's first paint). */
  change?: PriceChange | null;
  Badge?: PriceChanges['Badge'] | undefined;
}

/**
 * One product: image, name, spec, price and the cart button. Memoised: a long catalogue re-renders only the cards
 * whose product changed. Names are rendered as text (React escapes them), so a name with HTML in it stays text.
 */
export const ProductCard = memo(function ProductCard({
  product,
  onAdd,
  priority = false,
  change = null,
  Badge,
}: ProductCardProps) {
  const { t } = useTranslation('catalogue');
  const price = usePriceText(product);
  return (
    <Card data-product-card>
      <ProductImage file={product.imagefile} size={IMAGE_SIZE} alt="" priority={priority} />
      <Body>
        <Name>{product.productname}</Name>
        <Line>{specText(product.ordermultiple, product.salesunitcode)}</Line>
        <Price>{price}</Price>
        {change === null || Badge === undefined ? null : (
          <ChangeLine>
            <Badge change={change} />
          </ChangeLine>
        )}
      </Body>
      <AddButton
        color="primary"
        aria-label={t('product.add', { name: product.productname })}
        {...carryTap(`add:${String(product.id)}`)}
        onClick={() => onAdd(product)}
      >
        <AddShoppingCartIcon />
      </AddButton>
    </Card>
  );
});

/**
 * Texts of the order guide's 盤點 (count on hand, order to par). Its own namespace, registered by the guide's list
 * when it opens: home starts with the guide's card texts only, not these.
 */
export const guideCount = {
  mode: '盤點',
  onHand: '現有',
  par: '安全量',
  onHandOf: '現有 {{name}}',
  parOf: '安全量 {{name}}',
  suggested: '建議 {{quantity}} {{unit}}',
  notANumber: '請輸入 0 以上的數字',
  notWhole: '請輸入整數',
};

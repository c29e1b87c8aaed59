/**
 * The demo's fault switch, in /login's 示範模式 (demo-fault-switch.tsx). zh-TW only, and on purpose not in the en
 * fallback: the fallback ships in every production build, and nothing of the switch may.
 */
export const demoFaults = {
  title: '故障開關',
  hint: '讓下一次的呼叫失敗，以便逐一檢查 docs/reliability.md 說明的情況。只影響所選呼叫的下一次，用過即自動解除；「手機離線」是持續模式，直到按下「恢復網路」。',
  call: '呼叫',
  fault: '故障',
  arm: '啟用',
  clear: '清除',
  calls: {
    'order/add': '送出訂單（order/add）',
    'shoppingcart/add': '加入購物車（shoppingcart/add）',
    'product/list': '商品清單（product/list）',
  },
  faults: {
    slow: '回應很慢（8 秒後回應，已成立）',
    slowCommitAfterLost: '回應遺失，3 秒後才成立',
    lost: '已成立，但回應遺失',
    '500': 'HTTP 500（未成立）',
    '502': 'HTTP 502 閘道錯誤（未成立）',
    cutBody: '回應內容被截斷（HTTP 200）',
    '401': '登入逾時 code 401（未成立）',
    offline: '手機離線（持續模式，所有呼叫）',
  },
  offlineEveryCall: '手機離線會讓所有呼叫失敗，不分種類。',
  armedTitle: '已啟用',
  armed: '下一次{{call}}：{{fault}}',
  nothingArmed: '目前沒有啟用的故障。',
  offlineOn: '手機離線中（持續模式）：所有呼叫都會失敗，直到按下「恢復網路」。',
  restore: '恢復網路',
};

/**
 * The signed-in header's parts that come on the first tap that needs them: the menu's drawer (its list, slide and
 * logout) and the bell's list. Beside the header, not in screens.ts: the header itself is one of screens.ts's later
 * parts, so a loader there would import back the file that loads the header.
 */
export const headerParts = {
  navDrawer: () => import('./nav-drawer').then((m) => m.NavDrawer),
  notificationList: () => import('./notification-list').then((m) => m.NotificationList),
};

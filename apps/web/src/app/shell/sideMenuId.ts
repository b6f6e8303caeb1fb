/** The side menu's id, for the app bar's button (which must not load the menu's code for it). */
export const SIDE_MENU_ID = 'side-menu';

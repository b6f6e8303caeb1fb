/**
 * The entry only starts loading the app: its code is a chunk of its own,
 * requested at once, and runs in a task of its own, so the browser can paint
 * the page the server sent (the landing, the login) before it runs the app's
 * code, instead of after.
 */
void import('./app/start');

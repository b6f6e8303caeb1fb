import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a screen that previews its edits live (the CV studio) shows inside a
 * full-screen editing dialog on a phone, where nothing behind the dialog can
 * be seen. Outside such a screen there is none.
 */
const LivePreviewContext = createContext<ReactNode>(null);

export const LivePreviewProvider = LivePreviewContext.Provider;

/** The live preview, placed by the dialog below its form; nothing without one. */
export function LivePreviewSlot() {
  return useContext(LivePreviewContext);
}

import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a screen that previews its edits live (the CV studio) shows inside an
 * editing dialog where the screen has no room for the preview beside it
 * (phones and tablets: the dialog covers what is behind it). Elsewhere, and
 * outside such a screen, there is none.
 */
const LivePreviewContext = createContext<ReactNode>(null);

export const LivePreviewProvider = LivePreviewContext.Provider;

/** The live preview, placed by the dialog below its form; nothing without one. */
export function LivePreviewSlot() {
  return useContext(LivePreviewContext);
}

import { useState } from 'react';

/**
 * The last value a dialog was opened with, kept while it closes: MUI fades a
 * dialog out after `open` turns false, and without this its title and width
 * would switch to the empty state's during the fade ("Edit …" becoming "Add …").
 */
export function useHeldWhileClosing<T>(value: T | null): T | null {
  const [held, setHeld] = useState(value);
  if (value !== null && value !== held) setHeld(value);
  return value ?? held;
}

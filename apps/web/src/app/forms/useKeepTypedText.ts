import { useLayoutEffect, useRef } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * A server-rendered form can be typed into (or filled by a password manager)
 * before the app has started: the text is in the inputs, not in the form's
 * state, and the first render would empty them. When the form mounts, this
 * hands what its inputs hold to the form state, so the text stays and is
 * submitted. Hydration keeps the input elements themselves, so the focus and
 * the caret stay where they were. Returns the ref for the <form> element.
 */
export function useKeepTypedText<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'getValues' | 'setValue'>,
  names: readonly FieldPath<T>[],
) {
  const ref = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const elements = ref.current?.elements;
    if (!elements) return;
    for (const name of names) {
      const input = elements.namedItem(name);
      if (!(input instanceof HTMLInputElement) || input.value === '') continue;
      if (input.value !== form.getValues(name)) {
        form.setValue(name, input.value as PathValue<T, FieldPath<T>>, { shouldDirty: true });
      }
    }
    // Once, for what was typed before the first render; later typing goes through the inputs' events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

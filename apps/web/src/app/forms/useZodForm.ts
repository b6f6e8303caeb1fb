import { issueMessage } from '@cv/shared';
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { useMemo } from 'react';
import {
  useForm,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * A react-hook-form resolver for a shared zod schema whose messages are i18n
 * keys: each issue becomes a sentence in the current language through the
 * same `issueMessage` the server uses, so both sides word errors alike.
 */
export function zodI18nResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  t: Translate,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.') || 'root';
      // The first issue of a field is the one worth showing.
      flat[path] ??= { type: issue.code, message: issueMessage(issue, t) };
    }
    return {
      values: {},
      errors: toNestErrors(flat as FieldErrors, options) as FieldErrors<Input>,
    };
  };
}

/** useForm validating with a shared schema and localized messages. */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  props: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  const { t } = useTranslation();
  const resolver = useMemo(() => zodI18nResolver(schema, t), [schema, t]);
  return useForm<Input, unknown, Output>({ mode: 'onTouched', ...props, resolver });
}

import { issueMessage } from '@cv/shared';
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { useMemo, useState } from 'react';
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
  translate: Translate,
  labels: FieldLabels = {},
): Resolver<Input, unknown, Output> {
  // Messages name a field by its label; a form may label a field its own way.
  const t: Translate = (key, params) => {
    const own = key.startsWith('fields.') ? labels[key.slice('fields.'.length)] : undefined;
    return own ? translate(own) : translate(key, params);
  };
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

/** i18n keys of the labels a form shows instead of the usual `fields.<name>`, by field name. */
export type FieldLabels = Readonly<Record<string, string>>;

/**
 * useForm validating with a shared schema and localized messages. `labels`
 * names fields as the form labels them ("New password" rather than
 * "Password"); keep it a constant, it is read once.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  {
    labels,
    ...props
  }: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> & {
    labels?: FieldLabels;
  } = {},
): UseFormReturn<Input, unknown, Output> {
  const { t } = useTranslation();
  const [fieldLabels] = useState(labels);
  const resolver = useMemo(() => zodI18nResolver(schema, t, fieldLabels), [schema, t, fieldLabels]);
  return useForm<Input, unknown, Output>({ mode: 'onTouched', ...props, resolver });
}

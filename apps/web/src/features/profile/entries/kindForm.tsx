import {
  fieldMaxLength,
  fieldsShowing,
  SECTION_FIELDS,
  SECTION_KINDS,
  type EntryField,
  type EntryKind,
  type KindFields,
} from '@cv/shared';
import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/FormTextField';
import { RichTextField } from '../../../components/form/RichTextField';
import { TextListField } from '../../../components/form/TextListField';
import type { EntryItem } from '../profile.queries';
import type { EntryConfig, EntryMessages } from './entryConfig';
import { MonthField } from './fields/MonthField';
import { PeriodFields } from './fields/PeriodFields';

export interface FieldRendererProps<K extends EntryKind> {
  /** The kind's saved entries, for suggestions. */
  items: readonly EntryItem<K>[];
  /** The form's first input takes the focus. */
  autoFocus: boolean;
}

/** A kind's own input for one of its fields (a skill's stars, a language from the list). */
export type FieldRenderer<K extends EntryKind> = ComponentType<FieldRendererProps<K>>;

/** What the generic form leaves to a kind: the inputs its registry types cannot describe. */
export type FieldRenderers<K extends EntryKind> = Readonly<Record<string, FieldRenderer<K>>>;

/** One input of the form, or the start and end of a period with its "present" checkbox. */
type Slot =
  | { name: string; field: EntryField }
  | { period: { start: string; end: string; startRequired: boolean } };

type KindForm<K extends EntryKind> = Pick<
  EntryConfig<K, FieldValues>,
  'kind' | 'messages' | 'schema' | 'emptyValues' | 'toValues' | 'period' | 'Fields'
>;

const wideColumn = { gridColumn: '1 / -1' } as const;

/** A kind's record, widened: what the form reads of it is the same for every kind. */
function recordOf(kind: EntryKind): KindFields {
  return SECTION_FIELDS[kind];
}

/**
 * A start and an end date that read as a span: its end may be "present".
 * A certificate's expiry is no span's end, so it keeps a plain month.
 */
function periodOf(kind: EntryKind): { start: string; end: string } | undefined {
  const record = recordOf(kind);
  const [start] = fieldsShowing(record, 'start');
  const [end] = fieldsShowing(record, 'end');
  return record.dates && record.dates !== 'validity' && start && end ? { start, end } : undefined;
}

/** The form's inputs: `formOrder` first, the other fields in the registry's order. */
function slotsOf(kind: EntryKind): Slot[] {
  const { fields, formOrder = [] } = recordOf(kind);
  const period = periodOf(kind);
  const names = [...new Set([...formOrder, ...Object.keys(fields)])];
  return names.flatMap((name): Slot[] => {
    const field = fields[name]!;
    // The section is the dialog's, not an input.
    if (field.type === 'section' || name === period?.end) return [];
    if (name === period?.start) {
      return [{ period: { ...period, startRequired: Boolean(field.required) } }];
    }
    return [{ name, field }];
  });
}

/** A field's form value when there is none yet. */
function emptyValue(field: EntryField, name: string, period?: { end: string }): unknown {
  switch (field.type) {
    case 'date':
      // An end of null is "present", so an empty end is ''.
      return name === period?.end ? '' : null;
    case 'highlights':
    case 'keywords':
    case 'links':
      return [];
    case 'skillLevel':
      // No star yet: the schema's range message then says what is missing.
      return 0;
    default:
      return '';
  }
}

/** A stored field as the form holds it. */
function formValue(
  field: EntryField,
  name: string,
  item: Readonly<Record<string, unknown>>,
  period?: { start: string; end: string },
): unknown {
  const value = item[name];
  if (name === period?.end) {
    // An undated entry has no end either; that is not "ongoing".
    return value ?? (item[period.start] ? null : '');
  }
  // The form edits copies, never the cached entry's lists.
  if (Array.isArray(value))
    return value.map((v: unknown) => (typeof v === 'object' ? { ...v } : v));
  if (field.type === 'date' || field.type === 'section') return value;
  return value ?? emptyValue(field, name);
}

/**
 * The editor's form of an entry kind, read from its record in SECTION_FIELDS:
 * the inputs in `formOrder`, each by its type (a text, an address, a month, a
 * span with "present", a formatted text, a list), labelled `fields.<name>`,
 * required and bounded as the registry says, with the width, placeholder and
 * help text of its `form` hints. Adding a field to a kind is then the
 * registry's line alone; `renderers` hold the few inputs of a kind's own.
 */
export function kindForm<K extends EntryKind>(
  kind: K,
  messages: EntryMessages,
  renderers: FieldRenderers<K> = {},
): KindForm<K> {
  const { fields } = recordOf(kind);
  const period = periodOf(kind);
  const slots = slotsOf(kind);
  const inputs = Object.entries(fields).filter(([, field]) => field.type !== 'section');

  function Fields({ items }: { items: readonly EntryItem<K>[] }) {
    const { t } = useTranslation();
    const hint = (name: string, which: 'Placeholder' | 'Help', on?: boolean) =>
      on ? t(`profile.entries.${messages}.${name}${which}`) : undefined;
    return slots.map((slot, index) => {
      const autoFocus = index === 0;
      if ('period' in slot) {
        const { start, end, startRequired } = slot.period;
        return (
          <PeriodFields
            key={start}
            start={start}
            end={end}
            startRequired={startRequired}
            currentLabel={t(`profile.entries.${messages}.current`)}
          />
        );
      }
      const { name, field } = slot;
      const Own = renderers[name];
      if (Own) return <Own key={name} items={items} autoFocus={autoFocus} />;
      const sx = field.form?.wide ? wideColumn : undefined;
      switch (field.type) {
        case 'text':
        case 'url':
          return (
            <FormTextField
              key={name}
              reserveHelperLine
              name={name}
              required={field.required}
              autoFocus={autoFocus}
              type={field.type === 'url' ? 'url' : undefined}
              placeholder={
                hint(name, 'Placeholder', field.form?.placeholder) ??
                (field.type === 'url' ? 'https://' : undefined)
              }
              helperText={hint(name, 'Help', field.form?.help)}
              sx={sx}
              maxLength={fieldMaxLength(field)}
            />
          );
        case 'date':
          return (
            <MonthField
              key={name}
              name={name}
              bound={field.shows === 'end' ? 'end' : 'start'}
              required={field.required}
            />
          );
        case 'richText':
          return <RichTextField key={name} name={name} sx={wideColumn} />;
        case 'highlights':
        case 'keywords':
          return (
            <TextListField
              key={name}
              name={name}
              messages={`profile.textList.${field.type}`}
              itemMaxLength={fieldMaxLength(field)}
              sx={wideColumn}
            />
          );
        default:
          throw new Error(`The ${kind} form has no input for ${name} (${field.type})`);
      }
    });
  }

  return {
    kind,
    messages,
    schema: SECTION_KINDS[kind].input,
    emptyValues: () =>
      Object.fromEntries(inputs.map(([name, field]) => [name, emptyValue(field, name, period)])),
    toValues: (item) =>
      Object.fromEntries(
        Object.entries(fields).map(([name, field]) => [
          name,
          formValue(field, name, item as Readonly<Record<string, unknown>>, period),
        ]),
      ),
    period,
    Fields,
  };
}

import { ENTRY_KINDS, SECTION_FIELDS, type EntryField, type EntryKind } from '@cv/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { formattedField } from '../../../test/richText';
import { renderProfile } from '../testing/renderProfile';
import { DatePickersProvider } from '../ui/DatePickersProvider';
import { entryConfig } from './entryConfigs';

function KindFields({ kind }: { kind: EntryKind }) {
  const config = entryConfig(kind);
  const form = useForm({ defaultValues: config.emptyValues() });
  return (
    <FormProvider {...form}>
      <DatePickersProvider>
        <config.Fields items={[]} />
      </DatePickersProvider>
    </FormProvider>
  );
}

/** Labels of a kind's own inputs that are not `fields.<name>`. */
const OWN_LABELS: Partial<Record<string, string>> = {
  // The main link is `fields.url`; the group of the others says they are more.
  'project.links': 'profile.entries.project.links',
};

/**
 * What the form labels, in its order: inputs by their label, groups by their
 * legend, formatted editors by the label that names them.
 */
function labelsInOrder(): string[] {
  return [
    ...document.querySelectorAll(
      '.MuiInputLabel-root, fieldset:not([aria-hidden]) > legend, [contenteditable][role="textbox"]',
    ),
  ]
    .map((label) => {
      const named = label.getAttribute('aria-labelledby');
      const text = named ? document.getElementById(named)?.textContent : label.textContent;
      return text?.replace(/\s*\*$/, '') ?? '';
    })
    .filter(Boolean);
}

describe.each(ENTRY_KINDS)('the %s form', (kind) => {
  // The first formatted field loads the editor's code.
  it(
    'has an input for every field of the registry, labelled fields.<name>, in the form order',
    { timeout: 30_000 },
    async () => {
      const { fields, formOrder = [] } = SECTION_FIELDS[kind] as {
        fields: Record<string, EntryField>;
        formOrder?: readonly string[];
      };
      const expected = [...new Set([...formOrder, ...Object.keys(fields)])]
        .filter((name) => fields[name]!.type !== 'section')
        .map((name) => i18n.t(OWN_LABELS[`${kind}.${name}`] ?? `fields.${name}`));
      renderProfile(<KindFields kind={kind} />);
      for (const [name, field] of Object.entries(fields)) {
        if (field.type === 'richText') await formattedField(i18n.t(`fields.${name}`));
      }
      expect(labelsInOrder()).toEqual(expected);
    },
  );
});

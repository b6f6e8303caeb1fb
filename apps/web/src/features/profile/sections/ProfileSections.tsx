import type { Profile } from '@cv/shared';
import { AddSectionMenu } from './AddSectionMenu';
import { CustomSectionCard } from './CustomSectionCard';
import { ADD_SECTION_BUTTON_ID, addEntryButtonId, focusSoon } from './editorSections';
import { FixedSection } from './FixedSection';
import { useShownSections } from './useShownSections';

/**
 * The entry sections of the editor: the fixed ones in use (or just added),
 * the custom ones, and the menu that adds more. A section just added gets
 * the keyboard at its add button.
 */
export function ProfileSections({ profile }: { profile: Profile }) {
  const { shown, hidden, reveal } = useShownSections(profile);
  return (
    <>
      {shown.map((kind) => (
        <FixedSection key={kind} kind={kind} profile={profile} />
      ))}
      {profile.customSections.map((section) => (
        <CustomSectionCard
          key={section.id}
          section={section}
          onDeleted={() => focusSoon(ADD_SECTION_BUTTON_ID)}
        />
      ))}
      <AddSectionMenu
        hidden={hidden}
        customCount={profile.customSections.length}
        onReveal={(kind) => {
          reveal(kind);
          focusSoon(addEntryButtonId(kind));
        }}
        onCustomCreated={(id) => focusSoon(addEntryButtonId(id))}
      />
    </>
  );
}

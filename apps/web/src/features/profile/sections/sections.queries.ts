import type {
  CustomSection,
  CustomSectionInput,
  Profile,
  SectionSettings,
  SectionSettingsInput,
} from '@cv/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../api/client';
import { profileKeys, updateProfile } from '../profile.queries';

/** The settings of the sections named in `input`, as `settings` has them. */
function pick(settings: SectionSettings, input: SectionSettingsInput): SectionSettingsInput {
  return Object.fromEntries(
    Object.keys(input).map((kind) => [kind, settings[kind as keyof SectionSettings]]),
  );
}

/**
 * The section switches ("show on public profile", "include in the CV") of the
 * fixed sections. A switch shows its new state at once; a failure puts back
 * the switches of that request only, so a quick second change survives.
 */
export function useSaveSectionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SectionSettingsInput) =>
      dataOf(api.PUT('/api/profile/sections', { body: input })),
    onMutate: (input) => {
      const profile = queryClient.getQueryData<Profile | null>(profileKeys.detail);
      const before = profile ? pick(profile.sectionSettings, input) : {};
      updateProfile(queryClient, (p) => ({
        ...p,
        sectionSettings: { ...p.sectionSettings, ...input },
      }));
      return { before };
    },
    onError: (_error, _input, context) => {
      if (!context) return;
      updateProfile(queryClient, (p) => ({
        ...p,
        sectionSettings: { ...p.sectionSettings, ...context.before },
      }));
    },
    // Only the sections of this request: another change may still be on its way.
    onSuccess: (answer, input) =>
      updateProfile(queryClient, (p) => ({
        ...p,
        sectionSettings: { ...p.sectionSettings, ...pick(answer, input) },
      })),
  });
}

function replaceSection(profile: Profile, id: string, update: (s: CustomSection) => CustomSection) {
  return {
    ...profile,
    customSections: profile.customSections.map((s) => (s.id === id ? update(s) : s)),
  };
}

/**
 * Creates a custom section (no id), or renames and switches one (id). A
 * change to a saved section shows at once and is put back if it fails.
 */
export function useSaveCustomSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomSectionInput) =>
      dataOf(api.POST('/api/profile/custom-section', { body: input })),
    onMutate: ({ id, title, public: shown, print, translations }) => {
      if (!id) return undefined;
      const profile = queryClient.getQueryData<Profile | null>(profileKeys.detail);
      const before = profile?.customSections.find((s) => s.id === id);
      updateProfile(queryClient, (p) =>
        replaceSection(p, id, (s) => ({
          ...s,
          title,
          public: shown ?? s.public,
          print: print ?? s.print,
          // Absent: the stored translations stay; present: they replace them.
          translations: translations ?? s.translations,
        })),
      );
      return { before };
    },
    onError: (_error, { id }, context) => {
      const before = context?.before;
      if (id && before) {
        updateProfile(queryClient, (p) =>
          replaceSection(p, id, (s) => ({
            ...s,
            title: before.title,
            public: before.public,
            print: before.print,
            translations: before.translations,
          })),
        );
      }
    },
    onSuccess: (saved) =>
      updateProfile(queryClient, (p) =>
        p.customSections.some((s) => s.id === saved.id)
          ? replaceSection(p, saved.id, (s) => ({ ...saved, entries: s.entries }))
          : { ...p, customSections: [...p.customSections, saved] },
      ),
  });
}

/** Deletes a custom section with all its entries. */
export function useDeleteCustomSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.DELETE('/api/profile/custom-section/{id}', { params: { path: { id } } })),
    onSuccess: (_, id) =>
      updateProfile(queryClient, (p) => ({
        ...p,
        customSections: p.customSections.filter((s) => s.id !== id),
      })),
  });
}

import {
  CUSTOM_SECTION_KEY_PREFIX,
  customSectionKey,
  DEFAULT_SECTION_ORDER,
  type CvSectionKey,
  type Profile,
  type SectionKind,
} from '@cv/shared';

/** What a section key stands for: a fixed section by its kind, or a custom one by its id. */
export type SectionRef = { kind: SectionKind } | { customId: string };

export function sectionRef(key: CvSectionKey): SectionRef {
  return key.startsWith(CUSTOM_SECTION_KEY_PREFIX)
    ? { customId: key.slice(CUSTOM_SECTION_KEY_PREFIX.length) }
    : { kind: key as SectionKind };
}

/**
 * The sections the studio lists: the fixed ones the profile editor shows
 * (`shownKinds`) and every custom section.
 */
export function studioSectionKeys(
  profile: Profile,
  shownKinds: readonly SectionKind[],
): CvSectionKey[] {
  return [...shownKinds, ...profile.customSections.map((section) => customSectionKey(section.id))];
}

/**
 * `present` in the order the CV prints them, as the server orders them: the
 * keys `order` names first (keys of sections that are gone are skipped),
 * then the other fixed sections in the default order, then the other custom
 * sections in the order of `present`.
 */
export function orderSections(
  order: readonly CvSectionKey[],
  present: readonly CvSectionKey[],
): CvSectionKey[] {
  const named = [...new Set(order)].filter((key) => present.includes(key));
  const rank = (key: CvSectionKey) => {
    const fixed = DEFAULT_SECTION_ORDER.indexOf(key as SectionKind);
    return fixed === -1 ? DEFAULT_SECTION_ORDER.length + present.indexOf(key) : fixed;
  };
  const rest = present.filter((key) => !named.includes(key)).sort((a, b) => rank(a) - rank(b));
  return [...named, ...rest];
}

/** `keys` with the one at `from` moved to `to`. */
export function moveKey(keys: readonly CvSectionKey[], from: number, to: number): CvSectionKey[] {
  const next = [...keys];
  const [moved] = next.splice(from, 1);
  if (moved === undefined || to < 0 || to > next.length) return [...keys];
  next.splice(to, 0, moved);
  return next;
}

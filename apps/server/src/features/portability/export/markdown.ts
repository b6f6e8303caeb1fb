import type {
  CvCompactItem,
  CvContactItem,
  CvEntry,
  CvSection,
  CvSkillGroup,
  CvTemplateInput,
} from '../../cv-engine/cv-document';
import { escapeLine, markdownLink, richTextToMarkdown } from './markdown-text';

/**
 * A CV as Markdown: the document the PDF designs print (the same sections in
 * the same order, the same headings, dates and contact details), laid out
 * like the classic design. Every piece of user text is escaped, so that it
 * reads as typed; only the descriptions' own formatting becomes Markdown.
 */

const SEPARATOR = ' · ';

function contactLine(items: readonly CvContactItem[]): string {
  return items
    .map((item) =>
      item.url ? markdownLink(escapeLine(item.standalone), item.url) : escapeLine(item.standalone),
    )
    .join(SEPARATOR);
}

function linkLine(links: CvEntry['links']): string {
  return links.map((link) => markdownLink(escapeLine(link.label), link.url)).join(SEPARATOR);
}

/** "### Title", then "*Company, Place* · Mar 2021 – present", the description and the links. */
function entry(item: CvEntry): string {
  const where = [item.subtitle, item.note].filter(Boolean).join(', ');
  const meta = [
    where ? `*${escapeLine(where)}*` : null,
    item.period ? escapeLine(item.period) : null,
  ]
    .filter(Boolean)
    .join(SEPARATOR);
  return [
    `### ${escapeLine(item.title)}`,
    meta,
    richTextToMarkdown(item.body),
    item.links.length > 0 ? linkLine(item.links) : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

function skillGroup(group: CvSkillGroup): string {
  const skills = group.items.map((s) => `${escapeLine(s.name)} (${escapeLine(s.levelLabel)})`);
  const type = group.type === null ? '' : `**${escapeLine(group.type)}:** `;
  return `- ${type}${skills.join(', ')}`;
}

function compactItem(item: CvCompactItem): string {
  return `- **${escapeLine(item.title)}**${item.detail ? ` — ${escapeLine(item.detail)}` : ''}`;
}

function sectionBody(section: CvSection): string {
  switch (section.style) {
    case 'entries':
      return section.items.map(entry).join('\n\n');
    case 'skills':
      return section.items.map(skillGroup).join('\n');
    case 'compact':
      return section.items.map(compactItem).join('\n');
  }
}

export function cvToMarkdown(doc: CvTemplateInput): string {
  const { person } = doc;
  const parts = [`# ${escapeLine(person.name || doc.meta.title)}`];
  if (person.jobTitle) parts.push(`**${escapeLine(person.jobTitle)}**`);
  if (person.contact.length > 0) parts.push(contactLine(person.contact));
  if (person.bio.length > 0) {
    parts.push(`## ${escapeLine(doc.labels.headings.profile)}`, richTextToMarkdown(person.bio));
  }
  for (const section of doc.sections) {
    parts.push(`## ${escapeLine(section.heading)}`, sectionBody(section));
  }
  if (doc.closing) {
    parts.push(...[doc.closing.placeDate, doc.closing.name].filter(Boolean).map(escapeLine));
  }
  return `${parts.join('\n\n')}\n`;
}

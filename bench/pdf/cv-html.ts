import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { RichInline } from '@cv/shared';
import type {
  CvEntry,
  CvSection,
  CvTemplateInput,
  TextBlock,
} from '../../apps/server/src/features/cv-engine/cv-document';

/**
 * The benchmark CV as one HTML page for the Chromium baseline: the same
 * content, fonts and photo as the Typst designs, laid out like the classic
 * design, so both engines print comparable pages.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function inlines(items: RichInline[]): string {
  return items
    .map((i) => {
      if (i.type === 'text') return escape(i.value);
      if (i.type === 'break') return '<br>';
      if (i.type === 'link') return `<a href="${escape(i.url)}">${inlines(i.children)}</a>`;
      const tag = i.type === 'strong' ? 'strong' : 'em';
      return `<${tag}>${inlines(i.children)}</${tag}>`;
    })
    .join('');
}

function blocks(items: TextBlock[]): string {
  return items
    .map((b) =>
      b.type === 'paragraph'
        ? `<p>${inlines(b.children)}</p>`
        : `<${b.ordered ? 'ol' : 'ul'}>${b.items.map((i) => `<li>${blocks(i)}</li>`).join('')}</${b.ordered ? 'ol' : 'ul'}>`,
    )
    .join('');
}

function entry(e: CvEntry): string {
  const where = [e.subtitle, e.note]
    .filter(Boolean)
    .map((s) => escape(s!))
    .join(', ');
  const links = e.links.map((l) => `<a href="${escape(l.url)}">${escape(l.label)}</a>`).join(' · ');
  return `<article><header><h3>${escape(e.title)}</h3><span class="period">${escape(e.period ?? '')}</span></header>
    ${where ? `<div class="where">${where}</div>` : ''}${blocks(e.body)}${links ? `<p>${links}</p>` : ''}</article>`;
}

export function cvHtml(input: CvTemplateInput, photoDataUri: string, fontsDir: string): string {
  const font = (file: string) => pathToFileURL(path.join(fontsDir, 'caladea', file)).href;
  const section = (title: string, body: string) =>
    body ? `<section><h2>${escape(title)}</h2>${body}</section>` : '';
  const body = (s: CvSection): string => {
    switch (s.style) {
      case 'entries':
        return s.items.map(entry).join('');
      case 'skills':
        return s.items
          .map(
            (g) =>
              `<div class="skills"><strong>${escape(g.type ?? '')}</strong><div>${g.items
                .map((i) => `<span>${escape(i.name)} <em>${escape(i.levelLabel)}</em></span>`)
                .join('')}</div></div>`,
          )
          .join('');
      case 'compact':
        return s.items
          .map(
            (i) =>
              `<p><strong>${escape(i.title)}</strong>${i.detail ? ` — ${escape(i.detail)}` : ''}</p>`,
          )
          .join('');
    }
  };
  return `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><title>${escape(input.meta.title)}</title>
<style>
@font-face { font-family: Caladea; src: url(${font('Caladea-Regular.ttf')}); }
@font-face { font-family: Caladea; font-weight: bold; src: url(${font('Caladea-Bold.ttf')}); }
@font-face { font-family: Caladea; font-style: italic; src: url(${font('Caladea-Italic.ttf')}); }
@page { size: A4; margin: 18mm 20mm 20mm; }
body { font: 10.5pt/1.35 Caladea; color: #1f2328; hyphens: auto; text-align: justify; }
.head { display: flex; align-items: flex-end; gap: 7mm; border-bottom: 1.4pt solid ${input.colors.accent}; padding-bottom: 3mm; }
.head h1 { font-size: 25pt; margin: 0; flex: 1; } .head .title { color: ${input.colors.accentText}; font-size: 13pt; }
.head .contact { text-align: right; font-size: 9.5pt; color: #59606b; } .head img { width: 24mm; height: 30mm; object-fit: cover; }
h2 { font-size: 11pt; letter-spacing: .08em; text-transform: uppercase; color: ${input.colors.accentText}; border-bottom: .6pt solid #c9ced6; margin: 1.4em 0 .7em; break-after: avoid; }
article { margin-bottom: .7em; } article header { display: flex; justify-content: space-between; break-after: avoid; }
h3 { font-size: 11pt; margin: 0; } .period { font-size: 9.5pt; color: #59606b; } .where { font-style: italic; }
p { margin: .3em 0; } ul { margin: .3em 0; padding-left: 1.2em; } a { color: ${input.colors.accentText}; }
.skills { display: grid; grid-template-columns: 40mm 1fr; margin-bottom: .6em; } .skills div { display: grid; grid-template-columns: 1fr 1fr; gap: .3em 1.5em; }
.skills em { color: #59606b; font-size: 9pt; float: right; }
</style></head><body>
<div class="head"><div style="flex:1"><h1>${escape(input.person.name)}</h1><div class="title">${escape(input.person.jobTitle ?? '')}</div></div>
<div class="contact">${input.person.contact.map((c) => escape(c.text)).join('<br>')}</div><img src="${photoDataUri}" alt="${escape(input.person.photo?.alt ?? '')}"></div>
${section(input.labels.headings.profile, blocks(input.person.bio))}
${input.sections.map((s) => section(s.heading, body(s))).join('')}
</body></html>`;
}

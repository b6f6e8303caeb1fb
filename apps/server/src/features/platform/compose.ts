import { escapeHtml } from '../../lib/escape-html';

/** The parts of a transactional mail: a greeting, text, one call to action. */
export interface MailContent {
  lang: string;
  subject: string;
  greeting: string;
  /** Paragraphs before the action. */
  intro: string[];
  action: { label: string; url: string };
  /** Shown with the bare URL for mail programs that hide the button. */
  linkHint: string;
  /** Paragraphs after the action. */
  outro: string[];
  signature: string;
}

/**
 * Renders a mail as plain text and as HTML with the same words. The HTML is
 * one table-free column with inline styles: what mail programs render alike.
 */
export function composeMail(content: MailContent): { subject: string; text: string; html: string } {
  const text = [
    content.greeting,
    ...content.intro,
    `${content.action.label}:\n${content.action.url}`,
    ...content.outro,
    content.signature,
  ].join('\n\n');

  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const url = escapeHtml(content.action.url);
  const html = `<!doctype html>
<html lang="${escapeHtml(content.lang)}">
<head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
${[content.greeting, ...content.intro].map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#4169e1;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(content.linkHint)}<br><a href="${url}" style="color:#4169e1;word-break:break-all">${url}</a></p>
${content.outro.map(paragraph).join('\n')}
${paragraph(content.signature)}
</div>
</body>
</html>`;
  return { subject: content.subject, text, html };
}

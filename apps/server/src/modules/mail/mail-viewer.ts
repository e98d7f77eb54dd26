import { unsubscribeHeaders } from '../../platform/mail/smtp';

/** One message of the outbox as the viewer shows it. */
export interface ViewedMail {
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
  kind: string | null;
  listUnsubscribe: string | null;
}

const LINK = /\bhttps?:\/\/[^\s<>"']+/g;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The body as HTML: every character escaped, every http(s) address a link. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/** The headers it goes out with besides To and Date: its kind, and the one-click unsubscribe (RFC 8058). */
function headerRows(mail: ViewedMail): string {
  const headers: [string, string][] = [];
  if (mail.kind) headers.push(['Kind', mail.kind]);
  if (mail.listUnsubscribe) {
    for (const [name, value] of Object.entries(unsubscribeHeaders(mail.listUnsubscribe)))
      headers.push([name, value]);
  }
  return headers.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${linkify(value)}</dd>`).join('');
}

function renderMail(mail: ViewedMail): string {
  const sentAt = mail.createdAt.toISOString();
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Sent</dt><dd><time datetime="${sentAt}">${sentAt.replace('T', ' ').slice(0, 19)} UTC</time></dd>${headerRows(mail)}</dl>
<pre>${linkify(mail.text)}</pre>
</article>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;line-height:1.4}
article{border:1px solid #ccc;border-radius:.5rem;padding:0 1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit}`;

/**
 * The local mail viewer (MAIL_OUTBOX_API=1): the outbox as a page a person can read, newest first,
 * with the links of each message ready to click (a password reset without a mail server).
 */
export function renderMailViewer(mails: readonly ViewedMail[]): string {
  const body =
    mails.length === 0
      ? '<p>No mail has been sent yet.</p>'
      : mails.map((mail) => renderMail(mail)).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sent mail · Tightlines</title><style>${STYLE}</style></head><body>
<h1>Sent mail</h1>
<p>Every message the server sent, newest first. It is kept here because no mail server is configured; this page exists only while MAIL_OUTBOX_API=1.</p>
${body}
</body></html>`;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailParts {
  subject: string;
  heading: string;
  /** Paragraphs before the facts. */
  intro: string[];
  /** The facts, label and value (amount, token, reference…). */
  rows?: [string, string][];
  /** Paragraphs after the facts. */
  outro?: string[];
  action?: { label: string; url: string };
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const FOOTER = 'NaijaWallet · You get this email because you have a NaijaWallet account.';
const FOOTER_PREFS = 'Choose which emails you get in Settings → Notifications.';

/** One email in plain text and in simple, inline-styled HTML, saying the same things. */
export function composeEmail(parts: EmailParts): EmailContent {
  const rows = parts.rows ?? [];
  const outro = parts.outro ?? [];
  const width = Math.max(0, ...rows.map(([label]) => label.length));
  const text = [
    parts.heading,
    '',
    ...parts.intro.flatMap((p) => [p, '']),
    ...(rows.length ? [...rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`), ''] : []),
    ...outro.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    '--',
    FOOTER,
    FOOTER_PREFS,
    '',
  ].join('\n');

  const p = (t: string) => `<p style="margin:0 0 14px;line-height:1.5">${escape(t)}</p>`;
  const table = rows.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:4px 0 18px">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 12px 6px 0;color:#475569;border-bottom:1px solid #e2e8f0;white-space:nowrap">${escape(label)}</td><td style="padding:6px 0;color:#0f172a;border-bottom:1px solid #e2e8f0;text-align:right;font-weight:600">${escape(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const button = parts.action
    ? `<p style="margin:8px 0 18px"><a href="${escape(parts.action.url)}" style="display:inline-block;background:#047857;color:#ffffff;text-decoration:none;font-weight:600;padding:10px 18px;border-radius:8px">${escape(parts.action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(parts.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="background:#047857;color:#ffffff;font-size:20px;font-weight:700;padding:16px 20px;border-radius:12px 12px 0 0">NaijaWallet</div>
<div style="background:#ffffff;padding:20px;border-radius:0 0 12px 12px">
<h1 style="font-size:20px;margin:0 0 14px">${escape(parts.heading)}</h1>
${parts.intro.map(p).join('\n')}
${table}
${outro.map(p).join('\n')}
${button}
</div>
<p style="font-size:12px;color:#64748b;margin:14px 4px;line-height:1.5">${escape(FOOTER)}<br>${escape(FOOTER_PREFS)}</p>
</div></body></html>
`;
  return { subject: parts.subject, text, html };
}

/**
 * A tooltip that works without JavaScript: a disclosure (<details>) whose content is HTML the server has
 * sanitised already (app/utils/tooltips.server.ts); no HTML library runs in the browser.
 */
export function Tooltip({ label, html, testId }: { label: string; html: string; testId?: string }) {
  return (
    <details className="text-sm" data-testid={testId}>
      <summary className="cursor-pointer text-blue-800 underline underline-offset-2">{label}</summary>
      <div
        className="mt-2 space-y-2 border-s-4 border-gray-300 bg-gray-50 p-3"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by an allow-list
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </details>
  );
}

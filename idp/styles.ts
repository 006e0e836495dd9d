/** The one stylesheet of the identity providers' pages, served at `/idp/static/idp.css`. */
import { createHash } from "node:crypto";

export const IDP_CSS = `*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:100%;line-height:1.5;color:#0b0c0c;background:#fff;-webkit-text-size-adjust:100%}
body{margin:0}
a{color:#1d4ed8;text-decoration:underline;text-underline-offset:.15em}
a:hover{color:#1e3a8a;text-decoration-thickness:3px}
a:focus-visible,button:focus-visible,input:focus-visible,[tabindex]:focus-visible{outline:3px solid #0b0c0c;outline-offset:2px;box-shadow:0 0 0 6px #fde047}
.skip-link{position:absolute;inset-inline-start:-9999px;top:0}
.skip-link:focus{inset-inline-start:1rem;top:1rem;z-index:10;background:#fde047;color:#0b0c0c;padding:.5rem 1rem}
.header{background:#0b0c0c;color:#fff;padding:.75rem 1rem}
.header p{margin:0 auto;max-width:46rem;font-weight:700}
.main{display:block;max-width:46rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:2rem;line-height:1.2;margin:0 0 1rem;overflow-wrap:break-word}
h2{font-size:1.375rem;line-height:1.3;margin:2.5rem 0 .75rem}
p{margin:0 0 1rem}
.notice{border-inline-start:6px solid #b45309;background:#fffbeb;padding:.75rem 1rem;margin:0 0 1.5rem}
.error-summary{border:4px solid #b91c1c;padding:1rem 1.25rem;margin:0 0 1.5rem}
.error-summary:focus{outline:3px solid #0b0c0c;outline-offset:2px}
.error-summary h2{margin:0 0 .5rem;font-size:1.25rem}
.error-summary ul{margin:0;padding:0;list-style:none}
.error-summary a{color:#b91c1c;font-weight:700}
.field{margin:0 0 1.25rem}
.field--error{border-inline-start:5px solid #b91c1c;padding-inline-start:.75rem}
label{display:block;font-weight:700;margin:0 0 .25rem}
.error-message{display:block;color:#b91c1c;font-weight:700;margin:0 0 .25rem}
input[type=email],input[type=password],input[type=text]{display:block;width:100%;max-width:28rem;font:inherit;padding:.5rem;border:2px solid #0b0c0c;border-radius:0;background:#fff;color:#0b0c0c}
input[aria-invalid=true]{border-color:#b91c1c}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin:1.5rem 0 0}
.actions form{margin:0}
button{font:inherit;font-weight:700;cursor:pointer;padding:.6rem 1.25rem;border:2px solid #1d4ed8;background:#1d4ed8;color:#fff;border-radius:0}
button:hover{background:#1e3a8a;border-color:#1e3a8a}
button.secondary{background:#fff;color:#1d4ed8}
button.secondary:hover{background:#eff6ff;color:#1e3a8a}
.hint{color:#374151}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#f3f4f6;padding:.1em .3em}
.table-wrap{overflow-x:auto}
table{border-collapse:collapse;width:100%}
caption{text-align:start;font-weight:700;padding:0 0 .5rem}
th,td{text-align:start;vertical-align:top;padding-block:.5rem;padding-inline:0 .75rem;border-bottom:1px solid #6b7280}
td:first-child{word-break:break-all}
/* a phone (under 640 px): a heading's long word ("Unternehmensportal") fits the line; one block per row, each value beside its column's name, as the portal's tables */
@media (max-width:639.98px){h1{font-size:1.625rem}.table-rows thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}.table-rows,.table-rows tbody,.table-rows tr,.table-rows td{display:block;width:100%}.table-rows caption{display:block}.table-rows tr{padding-block:.5rem;border-bottom:1px solid #6b7280}.table-rows td{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,3fr);gap:.75rem;padding:.25rem 0;border:0;overflow-wrap:anywhere}.table-rows td::before{content:attr(data-label);font-weight:700;word-break:normal}}
dl{margin:0 0 1rem}
dt{font-weight:700}
dd{margin:0 0 .5rem}
.visually-hidden{position:absolute!important;width:1px!important;height:1px!important;margin:0!important;padding:0!important;overflow:hidden!important;clip:rect(0 0 0 0)!important;clip-path:inset(50%)!important;border:0!important;white-space:nowrap!important}
`;

export const IDP_CSS_ETAG = `"${createHash("sha256").update(IDP_CSS).digest("base64url").slice(0, 16)}"`;
/** Version parameter of the stylesheet's URL: a versioned URL may be cached for a year. */
export const IDP_CSS_VERSION = IDP_CSS_ETAG.slice(1, 9);

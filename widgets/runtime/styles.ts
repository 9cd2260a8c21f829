/**
 * The shadow root's styles. `:host` rules marked !important win over the host page's own rules for the element (in
 * the cascade, a shadow tree's important declarations beat the page's), so a page's `* { all: unset }` or huge fonts
 * stop at the element: `all: initial` cuts every inherited property, and sizes are in px, never rem (the page's root
 * font size). Light by default, dark from the host's preference (`prefers-color-scheme`) or `theme="dark"`;
 * `theme="light"` forces light. Colours meet WCAG AA in both; the brand colour only draws the accent bar and buttons,
 * adjusted by the loader as the app adjusts it (4.5:1 against the theme's background, white or near-black text on it).
 */
export const WIDGET_CSS = `
:host{all:initial!important;display:block!important;contain:content!important;min-width:0!important}
:host([hidden]){display:none!important}
.wf{--bg:#fff;--fg:#1b1d21;--muted:#50555c;--line:#d5d8dd;--soft:#f3f4f6;--err:#b3261e;
box-sizing:border-box;display:block;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
color:var(--fg);background:var(--bg);border:1px solid var(--line);border-top:4px solid var(--brand);
border-radius:12px;padding:14px 16px;text-align:start;overflow-wrap:anywhere;
--brand:var(--brand-l,#2457c5);--on-brand:var(--on-brand-l,#fff)}
.wf.dark{--bg:#1d2025;--fg:#eceef1;--muted:#b4b9c1;--line:#3a3f47;--soft:#272b31;--err:#ffb4ab;
--brand:var(--brand-d,#2457c5);--on-brand:var(--on-brand-d,#fff)}
@media (prefers-color-scheme:dark){.wf.auto{--bg:#1d2025;--fg:#eceef1;--muted:#b4b9c1;--line:#3a3f47;--soft:#272b31;--err:#ffb4ab;
--brand:var(--brand-d,#2457c5);--on-brand:var(--on-brand-d,#fff)}}
.wf *{box-sizing:border-box;font:inherit;color:inherit;margin:0;padding:0}
.wf h2{font-size:17px;font-weight:650;line-height:1.3;margin:0 0 10px}
.wf .wf-logo{display:block;max-height:32px;max-width:160px;width:auto;height:auto;margin:0 0 8px}
.wf h3{font-size:13px;font-weight:650;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);margin:12px 0 6px}
.wf ul{list-style:none;display:grid;gap:6px}
.wf li{display:flex;justify-content:space-between;gap:12px;padding:6px 8px;border-radius:8px;background:var(--soft)}
.wf .wf-when{color:var(--muted);white-space:nowrap;font-size:14px}
.wf .wf-status{color:var(--muted);font-size:14px}
.wf .wf-error{color:var(--err)}
.wf button,.wf a.wf-button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:44px;
padding:0 16px;border-radius:8px;border:0;background:var(--brand);color:var(--on-brand);font-weight:600;cursor:pointer;
text-decoration:none}
.wf .wf-form{display:grid;gap:10px;margin-top:12px}
.wf .wf-field{display:grid;gap:4px}
.wf label{font-size:14px;font-weight:600}
.wf input,.wf select{min-height:44px;padding:0 10px;border:1px solid #767676;border-radius:8px;background:var(--bg);
color:var(--fg);font-size:15px;width:100%}
.wf .wf-status+button{margin-top:10px}
.wf :focus-visible{outline:3px solid var(--fg);outline-offset:2px}
`;

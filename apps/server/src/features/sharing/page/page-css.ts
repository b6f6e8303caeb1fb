/**
 * The page's one stylesheet, inlined into <head> (about 2 KB gzipped, so a
 * separate file would cost a request for nothing). The owner's colours come
 * in as CSS variables (page-colors.ts). The look follows the app's public
 * profile: a header band in the owner's colour, white cards overlapping it,
 * entries on a timeline of accent dots. Widths: one column on phones, the
 * app's 900 px container from 600 px up; print drops the colours and chrome.
 */
const SOURCE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;color-scheme:light dark}
body{margin:0;background:var(--page);color:var(--text);font:16px/1.5 Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;-webkit-font-smoothing:antialiased;overflow-wrap:anywhere}
a{color:inherit}
a:focus-visible{outline:2px solid currentColor;outline-offset:3px;border-radius:2px}
h1,h2,h3,p,ul,ol,blockquote{margin:0}
.vh{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.sprite{display:none}
.i{width:1.2em;height:1.2em;fill:currentColor;flex-shrink:0}
.wrap{max-width:900px;margin:0 auto;padding:0 16px}
.bar{background:var(--card);border-bottom:1px solid var(--divider);font-size:.875rem}
.bar[hidden]{display:none}
.bar .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px;padding-top:10px;padding-bottom:10px}
.bar p{display:flex;align-items:center;gap:8px;color:var(--muted)}
.btns{display:flex;flex-wrap:wrap;gap:8px}
.btn{display:inline-flex;align-items:center;gap:6px;padding:5px 12px;border-radius:8px;font-weight:600;text-decoration:none;color:var(--accent);border:1px solid color-mix(in srgb,var(--accent) 40%,transparent)}
.btn:hover{background:color-mix(in srgb,var(--accent) 8%,transparent)}
.band{background:var(--header);color:var(--on-header);padding:12px 0 80px}
.tools{display:flex;flex-wrap:wrap;justify-content:flex-end;align-items:center;gap:8px 16px;margin-bottom:28px;font-size:.875rem}
.tools ul{display:flex;gap:4px;list-style:none;padding:0}
.tools a{display:inline-flex;align-items:center;gap:6px;min-height:32px;padding:4px 10px;border-radius:16px;color:var(--on-header);text-decoration:none;font-weight:600}
.tools a:hover{text-decoration:underline}
.tools a[aria-current]{border:1px solid color-mix(in srgb,var(--on-header) 45%,transparent)}
.hero{display:flex;flex-direction:column;align-items:center;text-align:center;gap:20px}
.avatar{position:relative;display:flex;align-items:center;justify-content:center;width:112px;height:112px;flex-shrink:0;border-radius:50%;background:var(--on-header);color:var(--header);font-size:2.5rem;font-weight:700;box-shadow:0 0 0 4px var(--on-header),0 12px 32px rgba(0,0,0,.18);overflow:hidden}
.avatar img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;color:transparent}
h1{font-size:2rem;line-height:1.15;font-weight:800;letter-spacing:-.02em}
.role{margin-top:8px;font-size:1.1rem;font-weight:500;color:var(--on-header-muted)}
.where{margin-top:8px;display:inline-flex;align-items:center;gap:4px;color:var(--on-header-muted)}
.pills{margin-top:24px;display:flex;flex-direction:column;gap:10px}
.pills ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;justify-content:center;gap:10px}
.pills li{display:inline-flex;align-items:center;gap:8px;max-width:100%;padding:6px 14px;border-radius:18px;border:1px solid color-mix(in srgb,var(--on-header) 35%,transparent);font-size:.95rem;font-weight:500}
.pills a{text-decoration:none}
.pills a:hover{text-decoration:underline}
main.wrap{position:relative;margin-top:-48px;padding-bottom:32px;display:flex;flex-direction:column;gap:24px}
.card{background:var(--card);border:1px solid var(--divider);border-radius:10px;box-shadow:var(--shadow);padding:20px 20px 24px}
.head{display:flex;align-items:center;gap:12px;margin-bottom:20px}
.ico{display:flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:8px;color:var(--accent);background:color-mix(in srgb,var(--accent) 10%,transparent)}
h2{font-size:1.25rem;line-height:1.6;font-weight:700}
h3{font-size:1rem;line-height:1.35;font-weight:700}
.muted,.desc,.hl,.detail,.note{color:var(--muted)}
.sub{margin-top:2px;font-size:.875rem;font-weight:600;color:var(--accent)}
.desc{margin-top:8px;font-size:.875rem;line-height:1.65}
.desc>*+*{margin-top:8px}
.desc ul,.desc ol,.hl{padding-left:24px}
.desc ul{list-style:disc}
.desc a,.about a{color:var(--accent);text-decoration:underline}
.about{font-size:1.02rem;line-height:1.7}
.about>*+*{margin-top:8px}
.tl{list-style:none;padding:0}
.tl>li{position:relative;padding:0 0 24px 28px;break-inside:avoid}
.tl>li:last-child{padding-bottom:0}
.tl>li::before{content:"";position:absolute;left:0;top:6px;width:12px;height:12px;border-radius:50%;border:3px solid var(--accent);background:var(--card)}
.tl>li:not(:last-child)::after{content:"";position:absolute;left:5px;top:22px;bottom:2px;width:2px;border-radius:1px;background:color-mix(in srgb,var(--accent) 16%,transparent)}
.eh{display:flex;flex-direction:column;gap:2px 16px}
.when{font-size:.875rem;color:var(--muted);white-space:nowrap;font-variant-numeric:tabular-nums}
.hl{margin-top:8px;font-size:.875rem;line-height:1.65;list-style:disc}
.hl li+li{margin-top:4px}
.detail{margin-top:6px;font-size:.875rem}
.links{list-style:none;padding:0;margin-top:12px;display:flex;flex-wrap:wrap;gap:8px}
.links a,.chips li{display:inline-flex;align-items:center;gap:6px;max-width:100%;padding:4px 10px;border-radius:99px;font-size:.85rem;font-weight:600;color:var(--accent);text-decoration:none;border:1px solid color-mix(in srgb,var(--accent) 30%,transparent);background:color-mix(in srgb,var(--accent) 6%,var(--card))}
.links a:hover{text-decoration:underline}
.links .i{width:15px;height:15px}
.chips{list-style:none;padding:0;margin-top:8px;display:flex;flex-wrap:wrap;gap:6px}
.chips li{font-weight:500;padding:2px 10px}
.skills{display:grid;gap:24px}
.grp h3{font-size:.75rem;line-height:1.6;letter-spacing:.08em;text-transform:uppercase;color:var(--muted);margin-bottom:8px}
.grp ul,.cols{list-style:none;padding:0}
.grp li{display:flex;align-items:center;justify-content:space-between;gap:16px}
.grp li+li{margin-top:10px}
.sk{font-size:.875rem;font-weight:500}
.kw{font-size:.75rem;color:var(--muted)}
.dots{display:inline-flex;gap:4px;flex-shrink:0}
.dots i{width:10px;height:10px;border-radius:50%;border:5px solid color-mix(in srgb,var(--accent) 18%,var(--card));print-color-adjust:exact;-webkit-print-color-adjust:exact}
.dots i.on{border-color:var(--accent)}
.cols{display:grid;gap:20px 32px}
.lang{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;column-gap:16px;font-size:.875rem;break-inside:avoid}
.lang b{font-weight:600}
.lvl{font-weight:600;color:var(--accent)}
.note{flex-basis:100%;font-size:.75rem}
.refs{list-style:none;padding:0;display:flex;flex-direction:column;gap:24px}
.refs blockquote{margin-top:8px;padding-left:16px;border-left:3px solid color-mix(in srgb,var(--accent) 30%,transparent)}
.empty{text-align:center;color:var(--muted);padding:40px 20px}
footer{text-align:center;padding:0 16px 40px}
footer a{color:var(--on-page-muted);font-size:.875rem;font-weight:500;text-decoration:none}
footer a:hover{text-decoration:underline}
.state{max-width:600px;margin:0 auto;padding:64px 16px;text-align:center}
.state h1{font-size:1.8rem}
.state p{margin-top:16px}
.state .muted{margin-top:8px}
.state .btn{margin-top:32px;padding:10px 22px;font-size:1rem}
@media (min-width:600px){
.wrap{padding:0 24px}
.hero{flex-direction:row;text-align:left;gap:32px}
.pills ul{justify-content:flex-start}
h1{font-size:2.4rem}
.card{padding:28px}
.eh{flex-direction:row;flex-wrap:wrap;align-items:baseline;justify-content:space-between}
.skills.two,.cols{grid-template-columns:1fr 1fr}
}
@media (min-width:900px){
.band{padding-bottom:96px}
.avatar{width:136px;height:136px;font-size:3rem}
h1{font-size:2.8rem}
.role{font-size:1.3rem}
.pills{margin-top:32px}
main.wrap{margin-top:-56px;padding-bottom:48px}
}
@media print{
@page{margin:14mm 12mm}
:root{--page:#fff;--card:#fff;--text:#000;--muted:#333;--header:#fff;--on-header:#000;--on-header-muted:#333}
body{background:#fff;color:#000}
.bar,.tools,.ico,footer,.links .i,.pills .i{display:none}
.band{padding:0}
.band>.wrap{padding:0 0 16px;max-width:none;border-bottom:2px solid #000}
.hero{flex-direction:row;text-align:left}
.avatar{width:96px;height:96px;box-shadow:none}
.pills{margin-top:12px;gap:4px}
.pills ul{justify-content:flex-start;gap:4px 24px}
.pills li{border:0;padding:0}
main.wrap{margin:0;padding:0;max-width:none;gap:8px}
.card{border:0;box-shadow:none;border-radius:0;padding:12px 0}
.head{margin-bottom:12px;padding-bottom:6px;border-bottom:1px solid #ccc;break-after:avoid}
.tl>li{padding:0 0 16px 20px}
.skills.two,.cols{grid-template-columns:1fr 1fr}
.links{display:block}
.links a{border:0;background:none;padding:0}
[data-print-url]::after{content:" (" attr(data-print-url) ")"}
}
`;

/** The stylesheet without its line breaks (the source keeps one rule a line). */
export const PAGE_CSS = SOURCE.replace(/\n/g, '');

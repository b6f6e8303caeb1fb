import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto('http://127.0.0.1:18091/ui');
await page.waitForTimeout(3000);
console.log(await page.evaluate(() => {
  const styles = [...document.querySelectorAll('style')];
  const ssr = styles.find((s) => s.dataset.emotion?.startsWith('css ') );
  const runtime = styles.filter((s) => s.dataset.emotion === 'css');
  const ssrText = ssr.textContent;
  const out = [];
  for (const s of runtime) for (const r of s.sheet.cssRules) {
    const m = r.cssText.match(/\.(css-[a-z0-9]+(-[A-Za-z]+)*)/);
    out.push(`${m?.[1]} inSSR=${m ? ssrText.includes(m[1]) : '?'} used=${m ? document.querySelectorAll('.' + m[1]).length : '?'} ${r.cssText.slice(0, 60)}`);
  }
  return out.slice(0, 40).join('\n') + `\n... total ${out.length}, ssr ids ${ssr.dataset.emotion.split(' ').length}`;
}));
await browser.close();

import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const before = await (await fetch('http://127.0.0.1:18091/ui')).text();
console.log('served style tags', (before.match(/<style/g) ?? []).length);
await page.goto('http://127.0.0.1:18091/ui');
await page.waitForTimeout(3000);
console.log(await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => `${s.dataset.emotion?.slice(0, 30)} parent=${s.parentElement.tagName} text=${s.textContent.length} rules=${s.sheet?.cssRules.length}`).join('\n')));
await browser.close();

import type { FastifyReply } from 'fastify';
import { allowInlineScript, scriptHash } from '../../../http/inline-script';

/**
 * The page's only script, inline and static (its data comes from the
 * script element's data attributes), so that the CSP can allow exactly it by
 * its hash. The page works without it; it adds two things:
 * - a view report: one beacon per page load, when the page has data-kind;
 * - the owner's bar: only for a browser that says it is logged in
 *   (localStorage, as the app keeps it) does it ask /api/account whose
 *   session it is, and it shows the bar when that is the profile's owner.
 *   Visitors never cause that request.
 */
export const PAGE_SCRIPT =
  '(function(){var d=document.currentScript.dataset;' +
  'if(d.kind&&navigator.sendBeacon){try{navigator.sendBeacon("/api/public/views",JSON.stringify({kind:d.kind,key:d.key}))}catch(e){}}' +
  'try{if(localStorage.getItem("cv.loggedIn")!=="true")return}catch(e){return}' +
  'fetch("/api/account",{headers:{accept:"application/json"}})' +
  '.then(function(r){return r.ok?r.json():null})' +
  '.then(function(a){var b=document.getElementById("owner-bar");' +
  'if(b&&a&&typeof a.username==="string"&&a.username.toLowerCase()===d.owner.toLowerCase())b.hidden=false})' +
  '.catch(function(){})})();';

const PAGE_SCRIPT_HASH = scriptHash(PAGE_SCRIPT);

/** Lets this reply's page run its inline script (its hash added to script-src). */
export function allowPageScript(reply: FastifyReply): void {
  allowInlineScript(reply, PAGE_SCRIPT_HASH);
}

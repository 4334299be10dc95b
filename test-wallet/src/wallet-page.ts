/**
 * The wallet's view page (IFRAME/RPC, POP/RPC, TAB/RPC): static HTML and a small script, no
 * framework. Every piece of metadata is rendered with textContent, never as HTML.
 */

export function walletPageHtml(service: 'authn' | 'authz' | 'user-signature'): string {
  const titles = {
    authn: 'Sign in',
    authz: 'Approve transaction',
    'user-signature': 'Sign message',
  } as const;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flowdeck Test Wallet: ${titles[service]}</title>
<link rel="stylesheet" href="/fcl/wallet.css">
<script src="/fcl/wallet.js" defer></script>
</head>
<body data-service="${service}">
<main class="card" aria-labelledby="title">
  <p class="brand">Flowdeck Test Wallet <span class="badge">test keys only</span></p>
  <h1 id="title">${titles[service]}</h1>
  <p id="origin" class="muted"></p>
  <div id="content"><p class="muted">Waiting for the app…</p></div>
  <p id="status" role="status" class="muted"></p>
  <div class="actions" id="actions"></div>
</main>
</body>
</html>
`;
}

export const WALLET_CSS = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
  background: rgba(15, 23, 42, 0.55); }
.card { background: Canvas; color: CanvasText; width: min(560px, 94vw); max-height: 92vh; overflow: auto;
  border-radius: 12px; padding: 20px 24px; box-shadow: 0 10px 40px rgba(0,0,0,.35); }
.brand { font-weight: 600; margin: 0 0 4px; }
.badge { font-size: 12px; font-weight: 500; padding: 2px 6px; border-radius: 6px; background: #fde68a; color: #713f12; }
h1 { font-size: 20px; margin: 8px 0; }
.muted { color: GrayText; overflow-wrap: anywhere; }
ul { list-style: none; padding: 0; margin: 0; }
li { margin: 6px 0; }
button { font: inherit; padding: 8px 14px; border-radius: 8px; border: 1px solid #64748b; cursor: pointer;
  background: ButtonFace; color: ButtonText; }
button.primary { background: #1d4ed8; color: #fff; border-color: #1d4ed8; }
.account { width: 100%; text-align: left; display: flex; flex-direction: column; gap: 2px; }
.account .label { font-weight: 600; overflow-wrap: anywhere; max-height: 3.2em; overflow: hidden; }
.mono { font-family: ui-monospace, monospace; font-size: 13px; overflow-wrap: anywhere; }
pre { background: rgba(100,116,139,.15); padding: 10px; border-radius: 8px; overflow: auto; max-height: 240px;
  font-size: 12px; white-space: pre-wrap; overflow-wrap: anywhere; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
.actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 16px; }
`;

/** The page script. Plain ES2017, no imports. */
export const WALLET_JS = `'use strict';
(function () {
  var service = document.body.getAttribute('data-service');
  var target = window.parent !== window ? window.parent : window.opener;
  var answered = false;
  var started = false;
  var badSignature = false;

  function el(tag, text, className) {
    var node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (className) node.className = className;
    return node;
  }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }
  function setStatus(text) { document.getElementById('status').textContent = text; }
  function post(message) { if (target) target.postMessage(message, '*'); }
  function reply(message) {
    if (answered) return;
    answered = true;
    post(message);
    clear(document.getElementById('actions'));
  }
  function approve(data) {
    reply({ type: 'FCL:VIEW:RESPONSE', f_type: 'PollingResponse', f_vsn: '1.0.0', status: 'APPROVED', reason: null, data: data });
    setStatus('Approved.');
  }
  function decline(reason) {
    reply({ type: 'FCL:VIEW:RESPONSE', f_type: 'PollingResponse', f_vsn: '1.0.0', status: 'DECLINED', reason: reason, data: null });
    setStatus('Declined.');
  }
  function api(path, body) {
    return fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body || {}) })
      .then(function (response) {
        return response.json().then(function (json) {
          if (!response.ok) throw new Error(json && json.message ? json.message : 'wallet error ' + response.status);
          return json;
        });
      });
  }
  function button(text, primary, onClick) {
    var b = el('button', text, primary ? 'primary' : '');
    b.type = 'button';
    b.addEventListener('click', onClick);
    document.getElementById('actions').appendChild(b);
    return b;
  }
  function fail(error) { setStatus('Error: ' + (error && error.message ? error.message : String(error))); }
  // The wallet refused (e.g. a message that does not match the voucher): tell FCL, with why.
  function refuse(error) { decline(error && error.message ? error.message : String(error)); }

  function showOrigin(message) {
    var app = (message.config && message.config.app) || {};
    var client = (message.config && message.config.client) || {};
    var parts = [];
    if (app.title) parts.push('App: ' + app.title);
    if (client.hostname) parts.push('Host: ' + client.hostname);
    if (client.network) parts.push('Network: ' + client.network);
    document.getElementById('origin').textContent = parts.join(' · ');
  }

  function renderAuthn(message) {
    var body = message.body || {};
    var content = document.getElementById('content');
    api('/api/view/accounts', {}).then(function (accounts) {
      clear(content);
      content.appendChild(el('p', 'Choose an account to sign in with:'));
      var list = el('ul');
      accounts.forEach(function (account) {
        var item = el('li');
        var b = el('button', null, 'account');
        b.type = 'button';
        b.appendChild(el('span', account.label, 'label'));
        b.appendChild(el('span', account.address, 'mono'));
        b.appendChild(el('span', account.balanceText + ' FLOW', 'muted'));
        b.addEventListener('click', function () {
          setStatus('Signing in…');
          api('/api/view/authn', { address: account.address, appIdentifier: body.appIdentifier, nonce: body.nonce })
            .then(approve, refuse);
        });
        item.appendChild(b);
        list.appendChild(item);
      });
      content.appendChild(list);
    }, fail);
    button('Cancel', false, function () { decline('User declined to sign in'); });
  }

  function renderAuthz(message) {
    var signable = message.body || {};
    var content = document.getElementById('content');
    clear(content);
    var roles = signable.roles || {};
    var names = ['proposer', 'authorizer', 'payer'].filter(function (r) { return roles[r]; });
    var dl = el('dl');
    dl.appendChild(el('dt', 'Account'));
    dl.appendChild(el('dd', signable.addr, 'mono'));
    dl.appendChild(el('dt', 'Roles'));
    dl.appendChild(el('dd', names.join(', ') || 'none'));
    var voucher = signable.voucher || {};
    dl.appendChild(el('dt', 'Compute limit'));
    dl.appendChild(el('dd', voucher.computeLimit));
    content.appendChild(dl);
    content.appendChild(el('h2', 'Arguments'));
    var args = signable.args || voucher.arguments || [];
    var list = el('ul');
    args.forEach(function (arg, index) {
      var value = arg && typeof arg === 'object' && 'value' in arg ? arg.value : arg;
      list.appendChild(el('li', 'argument ' + index + ' = ' + (typeof value === 'string' ? value : JSON.stringify(value)), 'mono'));
    });
    if (args.length === 0) list.appendChild(el('li', 'none', 'muted'));
    content.appendChild(list);
    content.appendChild(el('h2', 'Cadence'));
    content.appendChild(el('pre', signable.cadence || voucher.cadence || ''));
    button('Decline', false, function () { decline('User declined the transaction'); });
    button('Approve', true, function () {
      setStatus('Signing…');
      var copy = Object.assign({}, signable);
      delete copy.interaction;
      api('/api/view/authz', { signable: copy, badSignature: badSignature }).then(approve, refuse);
    });
  }

  function renderUserSig(message) {
    var body = message.body || {};
    var content = document.getElementById('content');
    clear(content);
    var hex = String(body.message || '');
    var text = '';
    try {
      var bytes = new Uint8Array((hex.match(/.{1,2}/g) || []).map(function (h) { return parseInt(h, 16); }));
      text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    } catch (e) { text = ''; }
    content.appendChild(el('p', 'The app asks you to sign this message:'));
    content.appendChild(el('pre', text));
    content.appendChild(el('p', 'Hex: ' + hex, 'mono muted'));
    var address = (body.data && (body.data.addr || body.data.address)) || '';
    button('Decline', false, function () { decline('User declined to sign the message'); });
    button('Sign', true, function () {
      api('/api/view/user-sig', { message: hex, address: address, badSignature: badSignature }).then(approve, refuse);
    });
  }

  function start(message) {
    showOrigin(message);
    var type = (message.service && message.service.type) || service;
    api('/api/view/fault', { service: type }).then(function (fault) {
      var mode = fault && fault.mode;
      if (mode === 'decline') return decline(fault.reason || 'No reason supplied');
      if (mode === 'close') { answered = true; return post({ type: 'FCL:VIEW:CLOSE' }); }
      if (mode === 'hang') { answered = true; return setStatus('…'); }
      if (mode === 'malformed') { answered = true; return post({ type: 'FCL:VIEW:RESPONSE', f_type: 'PollingResponse' }); }
      if (mode === 'bad-signature') badSignature = true;
      if (type === 'authn') renderAuthn(message);
      else if (type === 'authz') renderAuthz(message);
      else renderUserSig(message);
    }, fail);
  }

  window.addEventListener('message', function (event) {
    if (started || !target || event.source !== target) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || typeof data.type !== 'string') return;
    if (data.type.toUpperCase() !== 'FCL:VIEW:READY:RESPONSE') return;
    started = true;
    start(data);
  });

  if (target) post({ type: 'FCL:VIEW:READY' });
  else setStatus('Open this page from an app through FCL.');
})();
`;

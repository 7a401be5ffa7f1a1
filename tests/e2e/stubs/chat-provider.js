/*
 * A stand-in for the chat providers' scripts in the end-to-end runs (served by page.route for
 * CHAT_SCRIPT_URL, see tests/e2e/chat-sw-affiliate.spec.ts). It implements the globals the
 * site's adapters use (lib/client/chat/providers.ts): Webim's `webim.api` and Netrox's
 * `NetroxSC.open` / `setVisitor`, and shows what it was opened with in a small dialog.
 */
(function () {
  function show(provider, location, visitor) {
    var box = document.getElementById('chat-stub');
    if (!box) {
      box = document.createElement('div');
      box.id = 'chat-stub';
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-label', 'Support chat (stub)');
      box.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:9999;max-width:280px;padding:16px;border-radius:12px;background:#fff;color:#111;font:14px system-ui';
      document.body.append(box);
    }
    var who = visitor ? visitor.fields.info + ' player ' + visitor.fields.custom1 : 'a guest';
    box.textContent = provider + ' chat at ' + location + ' for ' + who;
  }
  if (window.webim) {
    var webimVisitor = window.webim.visitor || null;
    window.webim.api = {
      chat: { start: function (options) { show('webim', (options && options.location) || window.webim.location, webimVisitor); } },
      visitor: { set: function (visitor) { webimVisitor = visitor; } },
    };
  }
  if (window.NetroxSC) {
    var netroxVisitor = window.NetroxSC.config.visitor;
    window.NetroxSC.setVisitor = function (visitor) { netroxVisitor = visitor && { fields: { info: visitor.fields.info, custom1: visitor.custom1 } }; };
    window.NetroxSC.open = function (options) { show('netrox', options.location, netroxVisitor); };
  }
})();

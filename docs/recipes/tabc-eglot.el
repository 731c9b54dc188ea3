;;; tabc lsp in Emacs with eglot (built in since Emacs 29; on Debian 12's Emacs 28,
;;; apt-get install elpa-eglot). Add to init.el.
(require 'eglot)
(define-derived-mode tabs-mode prog-mode "Tabs"
  "Major mode for .tabs layouts."
  (setq-local comment-start "// ")
  (setq-local comment-end ""))
(add-to-list 'auto-mode-alist '("\\.tabs\\'" . tabs-mode))
(add-to-list 'eglot-server-programs '(tabs-mode . ("tabc" "lsp")))
(add-hook 'tabs-mode-hook #'eglot-ensure)

;;; Emacs with eglot, set up by docs/recipes/tabc-eglot.el (loaded before this file), on
;;; TABS_FILE: the server starts, and Flymake shows TAB201 at 'titel' on a line with Hangul
;;; and an emoji before it, so the column must be read in the negotiated unit. RESULT_FILE
;;; gets "ok" or the failures, one a line.
(defvar tabc-failures nil)
(defun tabc-check (condition message)
  (unless condition (push message tabc-failures)))

(condition-case err
    (progn
      (find-file (getenv "TABS_FILE"))
      ;; eglot-ensure connects from post-command-hook, which batch mode never runs by itself.
      (run-hooks 'post-command-hook)
      (tabc-check (eq major-mode 'tabs-mode) (format "the mode is %s" major-mode))
      (let ((deadline (+ (float-time) 20)) (found nil))
        (while (and (not found) (< (float-time) deadline))
          (accept-process-output nil 0.05)
          (setq found (seq-find (lambda (d) (string-match-p "TAB201" (flymake-diagnostic-text d)))
                                (flymake-diagnostics))))
        (tabc-check (eglot-current-server) "eglot is not connected")
        (tabc-check found "no TAB201 diagnostic")
        (when found
          (let ((expected (save-excursion (goto-char (point-min)) (search-forward "titel") (match-beginning 0))))
            (tabc-check (= (flymake-diagnostic-beg found) expected)
                        (format "TAB201 at %d, expected %d" (flymake-diagnostic-beg found) expected))))))
  (error (push (format "the script failed: %S" err) tabc-failures)))

(with-temp-file (getenv "RESULT_FILE")
  (insert (if tabc-failures (mapconcat #'identity (reverse tabc-failures) "\n") "ok") "\n"))
(kill-emacs 0)

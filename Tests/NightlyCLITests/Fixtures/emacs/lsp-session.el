;;; Drives the setup from docs/editors/emacs.md, installed as ~/.emacs.d/init.el, in Emacs
;;; --batch (EmacsLanguageServerTests): a journal file opens without a .dir-locals.el
;;; question and keeps no backup, eglot connects, RET continues a list, M-TAB after a bare `#'
;;; offers every tag, M-TAB after `#rea' completes the tag, and C-c j p opens the day before.
(defvar session-report nil)
(defun say (format-string &rest arguments)
  (push (apply #'format format-string arguments) session-report))
(defun wait-until (predicate)
  "Let the server answer until PREDICATE holds, for at most ten seconds."
  (let ((deadline (+ (float-time) 10)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall predicate)))
(defun press (key)
  "Run what KEY runs in this buffer, as the command loop would."
  (let ((command (key-binding (kbd key))))
    (say "%s runs %s" key command)
    (setq this-command command)
    (call-interactively command)
    (run-hooks 'post-command-hook)))
(defun completions-offered ()
  (with-current-buffer (get-buffer-create "*Completions*")
    (split-string (buffer-string) "\n" t)))
;; Backups are off under /tmp anyway; the setup must switch them off in the journal itself.
(setq backup-enable-predicate (lambda (_) t))
(advice-add 'hack-local-variables-confirm :override
            (lambda (&rest _) (say "asked about local variables") t))
(condition-case failure
    (progn
      (load (expand-file-name "~/.emacs.d/init.el"))
      (find-file (getenv "ENTRY"))
      (run-hooks 'post-command-hook)
      (say "mode %s" major-mode)
      (say "backup-inhibited %s" backup-inhibited)
      (say "managed %s" (wait-until #'eglot-managed-p))
      (goto-char (point-max))
      (insert "- milk")
      (press "RET")
      (insert "eggs")
      (say "list %s" (string-join (split-string (buffer-substring-no-properties
                                                 (save-excursion (forward-line -1) (point)) (point))
                                                "\n")
                                  " | "))
      (insert "\n\nWalked #")
      (press "M-TAB")
      (dolist (line (completions-offered)) (say "offered %s" line))
      (insert "\nRead #rea")
      (press "M-TAB")
      (say "line %s" (buffer-substring (line-beginning-position) (line-end-position)))
      (press "C-c j p")
      (say "previous %s" buffer-file-name))
  (error (say "error %S" failure)))
(with-temp-file (getenv "OUT")
  (insert (mapconcat #'identity (reverse session-report) "\n") "\n"))
(kill-emacs 0)

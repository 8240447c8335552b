# Smart lists for Markdown in kakoune, through `nightly lists` (docs/smartlists.md).
# Install: copy to ~/.config/kak/autoload/ (or `source` it from kakrc).
# Enter, Tab and Shift-Tab in insert mode, in Markdown windows, send the buffer and the caret to
# nightly and put back the edited buffer and caret. The caret convention is insert mode entered
# with `i` (the caret sits before the cursor character).

declare-option -docstring 'the nightly executable' str nightly_lists_command nightly

define-command -hidden -params 1 nightly-lists %{
    evaluate-commands -save-regs 'a' %{
        evaluate-commands -draft %{ execute-keys '%'; set-register a %val{selection} }
        evaluate-commands %sh{
            dir=$(mktemp -d "${TMPDIR:-/tmp}/nightly-lists.XXXXXX")
            printf '%s' "$kak_reg_a" > "$dir/in"
            position="$kak_cursor_line:$kak_cursor_column"
            # Plain mode gives the text, --json the caret (the only field read here, with sed; the
            # pattern avoids a closing brace, which would end this block early).
            if "$kak_opt_nightly_lists_command" lists --key "$1" --cursor "$position" <"$dir/in" >"$dir/out" &&
                caret=$("$kak_opt_nightly_lists_command" lists --json --key "$1" --cursor "$position" <"$dir/in" |
                    sed -n 's/.*"cursor": "\([0-9]*\):\([0-9]*\)".$/\1.\2/p') && [ -n "$caret" ]; then
                printf "evaluate-commands -draft %%{ execute-keys '%%|cat %s<ret>' }\n" "$dir/out"
                printf 'select %s,%s\n' "$caret" "$caret"
                printf 'nop %%sh{ rm -r %s }\n' "$dir"
            else
                rm -r "$dir"
                printf 'fail "nightly lists failed"\n'
            fi
        }
    }
}

hook global WinSetOption filetype=markdown %{
    map window insert <ret> '<a-;>: nightly-lists enter<ret>'
    map window insert <tab> '<a-;>: nightly-lists tab<ret>'
    map window insert <s-tab> '<a-;>: nightly-lists shift-tab<ret>'
}

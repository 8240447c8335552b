" Smart lists for Markdown in vim (8.2.1978+) and neovim (0.5+), through `nightly lists`.
" Install: copy to ~/.vim/plugin/ (vim) or ~/.config/nvim/plugin/ (neovim).
" Enter, Tab and Shift-Tab in insert mode, in Markdown buffers, send the buffer and the caret to
" nightly, which answers with the edited text and the new caret (docs/smartlists.md).
" Set g:nightly_lists_command to use a nightly that is not on PATH.

function! s:Run(key) abort
  let l:lines = getline(1, '$')
  let l:command = get(g:, 'nightly_lists_command', 'nightly')
        \ . printf(' lists --json --key %s --cursor %d:%d', a:key, line('.'), col('.'))
  let l:output = system(l:command, join(l:lines, "\n"))
  if v:shell_error
    return 0
  endif
  let l:result = json_decode(l:output)
  let l:new = split(l:result.text, "\n", 1)
  " Rewrite only from the first line that differs, so marks and folds above stay put.
  let l:first = 0
  while l:first < len(l:lines) && l:first < len(l:new) && l:lines[l:first] ==# l:new[l:first]
    let l:first += 1
  endwhile
  if l:first < len(l:new)
    call setline(l:first + 1, l:new[l:first :])
  endif
  if len(l:new) < len(l:lines)
    call deletebufline('%', len(l:new) + 1, '$')
  endif
  let [l:line, l:column] = split(l:result.cursor, ':')
  call cursor(str2nr(l:line), str2nr(l:column))
  return 1
endfunction

" Runs the key through nightly; if nightly is missing or refuses, the key does what it always did.
function! NightlyListsKey(key, plain) abort
  if !s:Run(a:key)
    call feedkeys(a:plain, 'n')
  endif
endfunction

augroup nightly_lists
  autocmd!
  autocmd FileType markdown inoremap <buffer> <silent> <CR> <Cmd>call NightlyListsKey('enter', "\r")<CR>
  autocmd FileType markdown inoremap <buffer> <silent> <Tab> <Cmd>call NightlyListsKey('tab', "\t")<CR>
  autocmd FileType markdown inoremap <buffer> <silent> <S-Tab> <Cmd>call NightlyListsKey('shift-tab', '')<CR>
  " Optional: Backspace removes a checkbox, then the marker (spec B1–B5).
  " autocmd FileType markdown inoremap <buffer> <silent> <BS> <Cmd>call NightlyListsKey('backspace', "\b")<CR>
augroup END

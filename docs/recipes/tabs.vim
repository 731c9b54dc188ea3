" tabc in Vim and Neovim. Save as ~/.vim/after/ftplugin/tabs.vim (Neovim:
" ~/.config/nvim/after/ftplugin/tabs.vim), with this line in your vimrc (init.vim):
"   autocmd BufRead,BufNewFile *.tabs setfiletype tabs

" :make checks the file and fills the quickfix list. errorformat's %c counts bytes, so tabc
" counts bytes too (--column-unit byte); %:S quotes the file name for the shell.
setlocal makeprg=tabc\ check\ --format\ gcc\ --column-unit\ byte\ %:S
setlocal errorformat=%f:%l:%c:\ %trror:\ %m,%f:%l:%c:\ %tarning:\ %m,%f:%l:%c:\ %tote:\ %m

" Format on save: the buffer becomes `tabc fmt`'s output; on a syntax error (exit 1) it is
" left as it is, and :make shows the error.
function! s:TabcFormat() abort
  let l:lines = getline(1, '$')
  let l:formatted = systemlist('tabc fmt - 2>/dev/null', l:lines)
  if v:shell_error != 0 || l:formatted ==# l:lines
    return
  endif
  let l:view = winsaveview()
  call setline(1, l:formatted)
  if line('$') > len(l:formatted)
    silent call deletebufline('', len(l:formatted) + 1, '$')
  endif
  call winrestview(l:view)
endfunction

augroup tabc_format
  autocmd! * <buffer>
  autocmd BufWritePre <buffer> call s:TabcFormat()
augroup END

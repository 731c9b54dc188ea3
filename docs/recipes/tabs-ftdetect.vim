" .tabs files are layouts. Save as ~/.vim/ftdetect/tabs.vim (Neovim:
" ~/.config/nvim/ftdetect/tabs.vim); the syntax file and the ftplugin apply to them.
autocmd BufRead,BufNewFile *.tabs setfiletype tabs

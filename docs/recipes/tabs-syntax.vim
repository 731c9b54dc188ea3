" Highlighting for .tabs layouts in Vim and Neovim, without a language server. Save as
" ~/.vim/syntax/tabs.vim (Neovim: ~/.config/nvim/syntax/tabs.vim), and tabs-ftdetect.vim as
" ftdetect/tabs.vim beside it.
if exists('b:current_syntax')
  finish
endif

syntax keyword tabsKeyword import layout style item modal inject
syntax keyword tabsBoolean true false
" A name followed by ':' is a property (or a call's argument label).
syntax match tabsProperty '\<\h\w*\ze\s*:'
" A name followed by '(' is a call: symbol("house"), insets(…), dynamic(…).
syntax match tabsCall '\<\h\w*\ze\s*('
syntax match tabsNumber '-\=\<\d[0-9_]*\%(\.\d[0-9_]*\)\=\%([eE][-+]\=\d\+\)\=\>'
syntax match tabsColor '#\x\+\>'
syntax keyword tabsSystemColor systemBlue systemGray systemGray2 systemGray3 systemGray4 systemGray5 systemGray6
syntax keyword tabsSystemColor systemRed systemGreen systemOrange systemYellow
syntax keyword tabsSystemColor systemPink systemPurple systemTeal systemIndigo systemMint systemCyan systemBrown
syntax keyword tabsSystemColor label secondaryLabel tertiaryLabel systemBackground secondarySystemBackground
syntax keyword tabsSystemColor tertiarySystemBackground separator white black gray lightGray darkGray clear
syntax match tabsEscape contained '\\\%([\\"ntr0]\|u{\x\+}\)'
syntax region tabsString start=+"+ skip=+\\\\\|\\"+ end=+"\|$+ oneline contains=tabsEscape
syntax keyword tabsTodo contained TODO FIXME XXX
syntax region tabsComment start='//' end='$' contains=tabsTodo,@Spell
" Block comments nest, as in the language.
syntax region tabsBlockComment start='/\*' end='\*/' contains=tabsBlockComment,tabsTodo,@Spell

highlight default link tabsKeyword Keyword
highlight default link tabsBoolean Boolean
highlight default link tabsProperty Identifier
highlight default link tabsCall Function
highlight default link tabsNumber Number
highlight default link tabsColor Constant
highlight default link tabsSystemColor Constant
highlight default link tabsEscape SpecialChar
highlight default link tabsString String
highlight default link tabsTodo Todo
highlight default link tabsComment Comment
highlight default link tabsBlockComment Comment

let b:current_syntax = 'tabs'

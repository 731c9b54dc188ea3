-- tabc lsp in Neovim 0.7 (Debian 12's) to 0.10. Add to init.lua; for 0.11 and later,
-- vim.lsp.config is shorter.
-- Neovim 0.7 reads vim.filetype.add only when do_filetype_lua is set: without this line a
-- .tabs file gets no filetype, so the autocommand below never runs (later versions ignore it).
vim.g.do_filetype_lua = 1
vim.filetype.add({ extension = { tabs = 'tabs' } })

-- One server per project: the folder holding .git above the file, else the file's folder.
-- (vim.lsp.start, which does this bookkeeping itself, arrived in 0.8.)
local clients = {}
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'tabs',
  callback = function(args)
    local folder = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(args.buf), ':p:h')
    local git = vim.fn.finddir('.git', folder .. ';')
    local root = git ~= '' and vim.fn.fnamemodify(git, ':p:h:h') or folder
    if clients[root] == nil or vim.lsp.client_is_stopped(clients[root]) then
      clients[root] = vim.lsp.start_client({ name = 'tabc', cmd = { 'tabc', 'lsp' }, root_dir = root })
    end
    if clients[root] ~= nil then vim.lsp.buf_attach_client(args.buf, clients[root]) end
  end,
})

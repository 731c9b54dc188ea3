-- Neovim 0.7 as docs/recipes/tabc-lsp.lua sets it up (run with -u that file), on APP_FILE,
-- which imports STYLES_FILE, a file that is not open. The style it needs is missing at first;
-- then the file is written on disk and the client reports it with
-- workspace/didChangeWatchedFiles, as a client with a file watcher does (0.7 has none of its
-- own, so the script sends it): the server must publish the importer again, now clean.
-- RESULT_FILE gets "ok" or the failures, one a line.
local failures = {}
local function check(condition, message)
  if not condition then table.insert(failures, message) end
end

local function run()
  local bufnr = vim.api.nvim_get_current_buf()
  check(vim.bo.filetype == 'tabs', 'the filetype is "' .. vim.bo.filetype .. '", not tabs')
  local function codes()
    local found = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      table.insert(found, d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or '?')
    end
    return found
  end
  check(vim.wait(10000, function() return #codes() > 0 end, 20), 'no diagnostics for the missing style')
  local clients = vim.lsp.buf_get_clients(bufnr)
  local client = nil
  for _, c in pairs(clients) do client = c end
  check(client ~= nil and client.name == 'tabc', 'the tabc client is not attached')
  if client == nil then return end

  local styles = os.getenv('STYLES_FILE')
  local out = io.open(styles, 'w')
  out:write('style Brand {\n    height: 60\n}\n')
  out:close()
  client.notify('workspace/didChangeWatchedFiles', { changes = { { uri = vim.uri_from_fname(styles), type = 2 } } })
  check(vim.wait(10000, function() return #codes() == 0 end, 20),
        'still reported after the watched file changed: ' .. table.concat(codes(), ', '))
end

local ok, err = pcall(run)
check(ok, 'the script failed: ' .. tostring(err))
local out = io.open(os.getenv('RESULT_FILE'), 'w')
out:write(#failures == 0 and 'ok\n' or (table.concat(failures, '\n') .. '\n'))
out:close()
vim.cmd('qall!')

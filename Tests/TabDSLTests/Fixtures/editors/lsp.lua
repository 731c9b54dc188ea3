-- Drives Neovim's built-in LSP client (0.7 and later) against `tabc lsp` on a broken file.
-- Environment: TABC (the binary), TABS_FILE (a copy of broken.tabs), EXPECTED_FILE (the text
-- the buffer must hold after the quick fix and formatting), RESULT_FILE (written: "ok" or the
-- failures, one a line). Run: nvim --headless -u NONE -i NONE -n -c "luafile lsp.lua"
local failures = {}
local function check(condition, message)
  if not condition then table.insert(failures, message) end
end

local function finish()
  local out = io.open(os.getenv('RESULT_FILE'), 'w')
  out:write(#failures == 0 and 'ok\n' or (table.concat(failures, '\n') .. '\n'))
  out:close()
  vim.cmd('qall!')
end

local function run()
  vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('TABS_FILE')))
  local bufnr = vim.api.nvim_get_current_buf()
  local exit_code = nil
  local client_id = vim.lsp.start_client({
    name = 'tabc',
    cmd = { os.getenv('TABC'), 'lsp' },
    root_dir = vim.fn.fnamemodify(os.getenv('TABS_FILE'), ':h'),
    on_exit = function(code) exit_code = code end,
  })
  check(client_id ~= nil, 'the client did not start')
  if client_id == nil then return end
  vim.lsp.buf_attach_client(bufnr, client_id)

  local function code_of(d)
    return d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
  end
  local function find(code)
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      if code_of(d) == code then return d end
    end
    return nil
  end

  -- Diagnostics, with the column Neovim derives from the server's UTF-16 position.
  check(vim.wait(10000, function() return find('TAB202') ~= nil and find('TAB201') ~= nil end, 20),
        'no TAB202 and TAB201 diagnostics were published')
  local wrong_type = find('TAB202')
  if wrong_type then
    local line = vim.api.nvim_buf_get_lines(bufnr, 4, 5, false)[1]
    local byte_col = string.find(line, 'true', 1, true) - 1
    check(wrong_type.lnum == 4, 'TAB202 on line ' .. tostring(wrong_type.lnum) .. ', expected 4')
    check(wrong_type.col == byte_col, 'TAB202 at byte column ' .. tostring(wrong_type.col) .. ', expected ' .. byte_col)
    check(wrong_type.source == 'tabc', 'source is ' .. tostring(wrong_type.source))
  end

  local uri = vim.uri_from_bufnr(bufnr)
  local function request(method, params)
    local responses = vim.lsp.buf_request_sync(bufnr, method, params, 5000) or {}
    local response = responses[client_id] or {}
    check(response.err == nil, method .. ' failed: ' .. vim.inspect(response.err))
    return response.result
  end
  local function at(line, character)
    return { textDocument = { uri = uri }, position = { line = line, character = character } }
  end

  -- Completion at the start of a member of an item: properties not yet given.
  local completion = request('textDocument/completion', at(5, 8)) or {}
  local labels = {}
  for _, item in ipairs(completion.items or completion) do labels[item.label] = true end
  check(labels['selectedIcon'], 'completion lacks selectedIcon')
  check(labels['title'] == nil, 'completion offers title, which the item already has')

  -- Hover on a property name: its row of the schema.
  local hover = request('textDocument/hover', at(14, 10)) or {}
  local hover_text = hover.contents and (hover.contents.value or hover.contents) or ''
  check(type(hover_text) == 'string' and string.find(hover_text, 'Default: 49', 1, true) ~= nil,
        'hover on height: ' .. vim.inspect(hover_text))

  -- Definition of `initial: home`.
  local definition = request('textDocument/definition', at(2, 14)) or {}
  local target = definition[1] or definition
  check(target.range and target.range.start.line == 3, 'definition: ' .. vim.inspect(definition))

  -- The quick fix for 'titel', through Neovim's own code-action command.
  vim.ui.select = function(items, _, on_choice) on_choice(items[1], 1) end
  vim.api.nvim_win_set_cursor(0, { 10, 9 })
  vim.lsp.buf.code_action()
  check(vim.wait(5000, function()
    return string.find(vim.api.nvim_buf_get_lines(bufnr, 9, 10, false)[1], 'title: ', 1, true) ~= nil
  end, 20), 'the quick fix did not change the buffer')
  check(vim.wait(5000, function() return find('TAB201') == nil end, 20), 'TAB201 is still reported after the fix')

  -- Formatting through Neovim's own command: exactly what `tabc fmt` prints.
  vim.lsp.buf.formatting_sync(nil, 5000)
  local expected = table.concat(vim.fn.readfile(os.getenv('EXPECTED_FILE')), '\n')
  local actual = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n')
  check(actual == expected, 'formatted buffer:\n' .. actual .. '\nexpected:\n' .. expected)

  -- Neovim's shutdown sequence (shutdown, then exit) ends the server with status 0.
  vim.lsp.stop_client(client_id)
  check(vim.wait(5000, function() return exit_code ~= nil end, 20), 'the server did not exit')
  check(exit_code == 0, 'the server exited with ' .. tostring(exit_code))
end

local ok, err = pcall(run)
check(ok, 'the script failed: ' .. tostring(err))
finish()

-- tabc as an nvim-lint linter, with exact ranges from the JSON format. Save as
-- ~/.config/nvim/lua/tabc_lint.lua, then in init.lua:
--   vim.filetype.add({ extension = { tabs = "tabs" } })
--   local lint = require("lint")
--   lint.linters.tabc = require("tabc_lint").linter
--   lint.linters_by_ft.tabs = { "tabc" }
--   vim.api.nvim_create_autocmd({ "BufWritePost", "InsertLeave", "TextChanged" }, {
--     pattern = "*.tabs", callback = function() lint.try_lint() end,
--   })
local M = {}

local severities = {
  error = vim.diagnostic.severity.ERROR,
  warning = vim.diagnostic.severity.WARN,
  note = vim.diagnostic.severity.INFO,
}

-- The diagnostics of the buffer's own file: those of the files it imports are reported under
-- their own paths, and belong to their own buffers.
function M.parser(output, bufnr)
  local ok, document = pcall(vim.json.decode, output)
  if not ok or type(document) ~= "table" then return {} end
  local name = vim.api.nvim_buf_get_name(bufnr)
  local result = {}
  for _, d in ipairs(document.diagnostics or {}) do
    if d.file == name then
      table.insert(result, {
        lnum = d.range.start.line - 1, col = d.range.start.byteColumn - 1,
        end_lnum = d.range["end"].line - 1, end_col = d.range["end"].byteColumn - 1,
        severity = severities[d.severity], message = d.message, code = d.code, source = "tabc",
      })
    end
  end
  return result
end

M.linter = {
  cmd = "tabc",
  stdin = true, -- the unsaved buffer, named by --stdin-filename
  args = { "check", "--format", "json", "--stdin-filename", function() return vim.api.nvim_buf_get_name(0) end, "-" },
  stream = "stdout",
  ignore_exitcode = true, -- exit 1 just means "there are errors"
  parser = M.parser,
}

return M

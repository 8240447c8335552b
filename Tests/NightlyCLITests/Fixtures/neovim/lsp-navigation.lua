-- Drives docs/editors/neovim/nightly.lua in headless Neovim (NeovimLanguageServerTests) on the
-- journal of Fixtures/lsp-journal: `gd` on a date after an emoji opens that day, then renaming
-- #work from today's entry renames it in every entry, and the buffers are written.
local out = {}
local function say(line) table.insert(out, line) end
local ok, err = pcall(function()
  package.path = os.getenv('NIGHTLY_LUA') .. '/?.lua;' .. package.path
  local nightly = require('nightly').setup({ cmd = { os.getenv('NIGHTLY_BIN'), 'lsp' } })
  local entry = os.getenv('ENTRY')
  vim.cmd('edit ' .. entry)
  vim.wait(10000, function()
    local c = vim.lsp.get_client_by_id(nightly.client_id)
    return c and c.initialized and vim.lsp.buf_is_attached(0, nightly.client_id)
  end, 10)
  -- Line 5: "😀 back to 2026-11-20 …"; the emoji is four bytes, so the date starts at byte 13.
  vim.api.nvim_win_set_cursor(0, { 5, 15 })
  vim.api.nvim_feedkeys('gd', 'x', false)
  vim.wait(10000, function() return vim.api.nvim_buf_get_name(0) ~= entry end, 10)
  say('definition ' .. vim.api.nvim_buf_get_name(0))
  vim.cmd('edit ' .. entry)
  local line = vim.api.nvim_buf_get_lines(0, 4, 5, false)[1]
  vim.api.nvim_win_set_cursor(0, { 5, line:find('#work', 1, true) + 1 })
  vim.lsp.buf.rename('job')
  vim.wait(10000, function() return vim.api.nvim_buf_get_lines(0, 4, 5, false)[1]:find('#job', 1, true) ~= nil end, 10)
  for _, buffer in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(buffer) and vim.bo[buffer].modified then
      vim.api.nvim_buf_call(buffer, function() vim.cmd('write') end)
      say('wrote ' .. vim.api.nvim_buf_get_name(buffer))
    end
  end
end)
if not ok then say('error ' .. tostring(err)) end
vim.fn.writefile(out, os.getenv('OUT'))
vim.cmd('qall!')

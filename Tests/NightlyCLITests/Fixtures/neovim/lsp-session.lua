-- Drives docs/editors/neovim/nightly.lua in headless Neovim (NeovimLanguageServerTests):
-- diagnostics reach the editor, omnifunc is set, Enter on "- milk" continues the list,
-- :NightlyOpen yesterday, and :NightlyOpen tomorrow asks before creating the day.
local out = {}
local function say(line) table.insert(out, line) end
local ok, err = pcall(function()
  package.path = os.getenv('NIGHTLY_LUA') .. '/?.lua;' .. package.path
  local nightly = require('nightly').setup({ cmd = { os.getenv('NIGHTLY_BIN'), 'lsp' } })
  vim.cmd('edit ' .. os.getenv('ENTRY'))
  say('omnifunc ' .. vim.bo.omnifunc)
  vim.wait(10000, function() return #vim.diagnostic.get(0) > 0 end, 10)
  for _, d in ipairs(vim.diagnostic.get(0)) do say('diagnostic ' .. (d.lnum + 1) .. ' ' .. d.message) end
  vim.api.nvim_win_set_cursor(0, { 6, 0 })
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes('A<CR>eggs<Esc>', true, false, true), 'x', false)
  vim.cmd('write')
  nightly.open('yesterday')
  say('buffer ' .. vim.api.nvim_buf_get_name(0))
  -- :NightlyOpen tomorrow asks first, as `nightly open` does: No, then Yes.
  local answers = { 2, 1 }
  vim.fn.confirm = function(question)
    say('asked ' .. question)
    return table.remove(answers, 1)
  end
  vim.cmd('NightlyOpen tomorrow')
  say('after no ' .. vim.api.nvim_buf_get_name(0))
  vim.cmd('NightlyOpen tomorrow')
  say('after yes ' .. vim.api.nvim_buf_get_name(0))
end)
if not ok then say('error ' .. tostring(err)) end
vim.fn.writefile(out, os.getenv('OUT'))
vim.cmd('qall!')

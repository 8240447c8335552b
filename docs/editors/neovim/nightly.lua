-- nightly's language server in Neovim (0.7 and later): smart lists on Enter, renumbering,
-- diagnostics, completion, code actions, commands to open today's or any day's entry, to step
-- to the previous or next written day and to read this day in earlier years; `gd` on a date
-- opens that day, `K` previews it, and renaming a #tag renames it in every entry.
--
-- Put this file in ~/.config/nvim/lua/nightly.lua and add to init.lua:
--   require('nightly').setup()                       -- journal: as `nightly config journal` says
--   require('nightly').setup({ journal = '~/notes/journal' })
--
-- Neovim has no on-type formatting of its own: Enter in a journal buffer inserts the line break,
-- then asks the server (textDocument/onTypeFormatting) and applies its edits at once.
local M = {}

local function client()
  return M.client_id and vim.lsp.get_client_by_id(M.client_id)
end

local function ready()
  local c = client()
  if c then
    vim.wait(5000, function() return c.initialized end, 10)
  end
  return c
end

-- Asks the server for the edits that continue (or end) the list, after the line break.
function M.on_newline()
  local c = ready()
  if not c then return end
  local bufnr = vim.api.nvim_get_current_buf()
  local params = vim.lsp.util.make_position_params(0, c.offset_encoding)
  params.ch = '\n'
  params.options = { tabSize = vim.bo.tabstop, insertSpaces = vim.bo.expandtab }
  local response = c.request_sync('textDocument/onTypeFormatting', params, 1000, bufnr)
  if response and response.result and #response.result > 0 then
    vim.lsp.util.apply_text_edits(response.result, bufnr, c.offset_encoding)
  end
end

-- Opens a day's entry, creating it from the template: 'today', 'yesterday', '2026-11-20', …
-- A day after today with no entry yet is created only when you say so, as `nightly open` asks.
function M.open(words)
  local c = ready()
  if not c then return end
  local command = (words == nil or words == '') and 'nightly.today' or 'nightly.open'
  local function execute(arguments)
    return c.request_sync('workspace/executeCommand', { command = command, arguments = arguments }, 5000, 0)
  end
  local response = execute({ words or 'today' })
  local refused = response and response.err and response.err.message or ''
  if refused:find('has no entry yet', 1, true) and refused:find('--future', 1, true) then
    local distance = refused:match('^(.- from today)') or words
    if vim.fn.confirm('nightly: ' .. distance .. '. Create it?', '&Yes\n&No', 2) ~= 1 then return end
    response = execute({ words, '--future' })
  end
  if response and response.result and response.result.uri then
    vim.cmd('edit ' .. vim.fn.fnameescape(vim.uri_to_fname(response.result.uri)))
  elseif response and response.err then
    vim.notify('nightly: ' .. response.err.message, vim.log.levels.ERROR)
  end
end

-- Opens the written day before ('nightly.previous') or after ('nightly.next') the open one.
function M.step(command)
  local c = ready()
  if not c then return end
  local response = c.request_sync('workspace/executeCommand',
    { command = command, arguments = { vim.uri_from_bufnr(0) } }, 5000, 0)
  if response and response.result and response.result.uri then
    vim.cmd('edit ' .. vim.fn.fnameescape(vim.uri_to_fname(response.result.uri)))
  elseif response and response.err then
    vim.notify('nightly: ' .. response.err.message, vim.log.levels.INFO)
  end
end

-- Lists this day in earlier years in the quickfix list, newest first, and opens it.
function M.on_this_day()
  local c = ready()
  if not c then return end
  local response = c.request_sync('workspace/executeCommand',
    { command = 'nightly.onThisDay', arguments = { vim.uri_from_bufnr(0) } }, 5000, 0)
  if response and response.err then
    return vim.notify('nightly: ' .. response.err.message, vim.log.levels.ERROR)
  end
  local items = {}
  for _, day in ipairs(response and response.result or {}) do
    table.insert(items, { filename = vim.uri_to_fname(day.uri), lnum = 1,
      text = day.date .. ' (' .. day.ago .. ') ' .. (day.firstLine or '') })
  end
  if #items == 0 then return vim.notify('nightly: nothing written on this day in earlier years') end
  vim.fn.setqflist({}, ' ', { title = 'On this day', items = items })
  vim.cmd('copen')
end

local function attach(bufnr, root)
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name:sub(1, #root + 1) ~= root .. '/' then return end
  vim.lsp.buf_attach_client(bufnr, M.client_id)
  -- Neovim 0.7 leaves completion to the omnifunc (<C-x><C-o>) and does not set it itself.
  vim.bo[bufnr].omnifunc = 'v:lua.vim.lsp.omnifunc'
  vim.keymap.set('i', '<CR>', '<CR><Cmd>lua require("nightly").on_newline()<CR>', { buffer = bufnr })
  vim.keymap.set('n', 'o', 'A<CR>', { buffer = bufnr, remap = true })
  -- A date leads to its day; a #tag renames across the journal (prepareRename refuses elsewhere).
  vim.keymap.set('n', 'gd', vim.lsp.buf.definition, { buffer = bufnr, desc = "nightly: the date's day" })
  vim.keymap.set('n', 'K', vim.lsp.buf.hover, { buffer = bufnr, desc = "nightly: preview the date's day" })
end

-- The journal folder as every nightly command finds it (`nightly config journal`: the
-- environment, else the config's `journal`, else ~/journal), asked of the binary the client runs.
local function configured_journal(cmd)
  local ok, output = pcall(vim.fn.system, { cmd[1], 'config', 'journal' })
  if ok and vim.v.shell_error == 0 then
    return (output:gsub('\n$', ''))
  end
  return os.getenv('NIGHTLY_JOURNAL') or '~/journal'
end

function M.setup(opts)
  opts = opts or {}
  local cmd = opts.cmd or { 'nightly', 'lsp' }
  local root = vim.fn.fnamemodify(vim.fn.expand(opts.journal or configured_journal(cmd)), ':p')
  root = root:gsub('/$', '')
  M.client_id = vim.lsp.start_client({
    name = 'nightly',
    cmd = cmd,
    root_dir = root,
    flags = { debounce_text_changes = 0 },
  })
  vim.api.nvim_create_autocmd({ 'BufReadPost', 'BufNewFile' }, {
    pattern = '*.md',
    callback = function(args) attach(args.buf, root) end,
  })
  vim.api.nvim_create_user_command('NightlyToday', function() M.open('today') end, {})
  vim.api.nvim_create_user_command('NightlyOpen', function(a) M.open(a.args) end, { nargs = '*' })
  vim.api.nvim_create_user_command('NightlyPrevious', function() M.step('nightly.previous') end, {})
  vim.api.nvim_create_user_command('NightlyNext', function() M.step('nightly.next') end, {})
  vim.api.nvim_create_user_command('NightlyOnThisDay', function() M.on_this_day() end, {})
  local keys = opts.keys == nil and true or opts.keys
  if keys then
    vim.keymap.set('n', '<leader>jt', function() M.open('today') end, { desc = "nightly: today's entry" })
    vim.keymap.set('n', '<leader>jy', function() M.open('yesterday') end, { desc = "nightly: yesterday's entry" })
    vim.keymap.set('n', '<leader>jp', function() M.step('nightly.previous') end, { desc = 'nightly: previous day' })
    vim.keymap.set('n', '<leader>jn', function() M.step('nightly.next') end, { desc = 'nightly: next day' })
    vim.keymap.set('n', '<leader>jo', M.on_this_day, { desc = 'nightly: on this day' })
    vim.keymap.set('n', '<leader>jr', vim.lsp.buf.rename, { desc = 'nightly: rename the #tag in every entry' })
    vim.keymap.set('n', '<leader>js', vim.lsp.buf.workspace_symbol, { desc = 'nightly: find a day, tag or situation' })
  end
  return M
end

return M

/// The site's one style sheet: system fonts, light and dark colours (prefers-color-scheme),
/// one column that fits a phone, heatmap levels 0 to 4.
enum SiteStyle {
    static let css = """
        :root { --bg: #fdfcf9; --fg: #222; --muted: #6b6b6b; --card: #f2efe8; --line: #ddd6c8;
          --accent: #3b5bdb; --l0: #ebedf0; --l1: #c6e48b; --l2: #7bc96f; --l3: #239a3b; --l4: #196127; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #16181d; --fg: #e6e6e6; --muted: #9a9a9a; --card: #22252c; --line: #3a3e47;
            --accent: #91a7ff; --l0: #2a2e36; --l1: #0e4429; --l2: #006d32; --l3: #26a641; --l4: #39d353; }
        }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 46rem; padding: 1rem; background: var(--bg); color: var(--fg);
          font: 17px/1.55 -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; overflow-wrap: break-word; }
        a { color: var(--accent); }
        nav.site { display: flex; gap: 1rem; font-size: .9rem; border-bottom: 1px solid var(--line);
          padding-bottom: .5rem; margin-bottom: 1rem; }
        h1 { font-size: 1.6rem; margin: .5rem 0 1rem; }
        h2 { font-size: 1.2rem; margin-top: 2rem; border-bottom: 1px solid var(--line); }
        img { max-width: 100%; height: auto; border-radius: 6px; }
        pre { overflow-x: auto; background: var(--card); padding: .75rem; border-radius: 6px; }
        table { border-collapse: collapse; }
        td, th { border: 1px solid var(--line); padding: .25rem .5rem; }
        li:has(> input[type=checkbox]) { list-style: none; margin-left: -1.2rem; }
        .card { background: var(--card); border: 1px solid var(--line); border-radius: 10px;
          padding: .75rem 1rem; margin: .75rem 0; }
        .card dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem .75rem; margin: 0; }
        .card dt { color: var(--muted); }
        .card dd { margin: 0; }
        .pager { display: flex; justify-content: space-between; margin: 2rem 0 1rem;
          border-top: 1px solid var(--line); padding-top: .75rem; }
        .heatmap { overflow-x: auto; padding-bottom: .5rem; }
        .heatmap table { border-spacing: 2px; border-collapse: separate; }
        .heatmap td { border: 0; padding: 0; width: 11px; height: 11px; border-radius: 2px; }
        .heatmap td a { display: block; width: 100%; height: 100%; }
        .l0 { background: var(--l0); } .l1 { background: var(--l1); } .l2 { background: var(--l2); }
        .l3 { background: var(--l3); } .l4 { background: var(--l4); }
        .months { display: grid; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); gap: 1rem; }
        .month table { width: 100%; text-align: center; font-size: .85rem; }
        .month td, .month th { border: 0; padding: .15rem; }
        .month td.written a { display: block; border-radius: 4px; background: var(--l2); color: #fff;
          text-decoration: none; }
        .muted { color: var(--muted); }
        .awards li.locked { color: var(--muted); }
        """
}

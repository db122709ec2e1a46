extension HTMLReport {
    /// The whole HTML document: the report's styles and script around `body`, titled `title` (both already
    /// escaped).
    static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(title)</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #F2F2F7; color: #1C1C1E; }
        h1 { font-size: 22px; } h2 { font-size: 15px; font-weight: 600; }
        .summary span { font-weight: 600; }
        .case, .groups, .passed-list { background: #FFF; border-radius: 10px; padding: 12px 16px; margin: 12px 0; }
        .accept code { background: #F2F2F7; padding: 2px 6px; border-radius: 4px; user-select: all; }
        .group { border-left: 4px solid #FF9500; padding-left: 10px; margin: 8px 0; }
        .group ul, .passed-list ul { margin: 4px 0; padding-left: 20px; }
        .badge { border-radius: 4px; padding: 1px 6px; color: #FFF; font-size: 12px; }
        .passed { color: #248A3D; } .recorded { color: #0A84FF; }
        .failed, .missing, .error { color: #D70015; }
        .badge.passed { background: #34C759; color: #FFF; } .badge.recorded { background: #0A84FF; color: #FFF; }
        .badge.failed, .badge.missing, .badge.error { background: #FF3B30; color: #FFF; }
        .message { font-family: ui-monospace, monospace; white-space: pre-wrap; }
        .layout { background: #FFF4E5; border-radius: 6px; padding: 6px 10px; }
        .layout.none { background: none; color: #8E8E93; }
        img { border: 1px solid #D1D1D6; }
        img.difference { max-width: 100%; height: auto; }
        figure { margin: 8px 16px 8px 0; display: inline-block; vertical-align: top; }
        figcaption { color: #8E8E93; font-size: 12px; }
        .pair { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        .pair figure { margin: 0; }
        .stage { position: relative; display: inline-block; line-height: 0; }
        .stage img, .zoom-content img { display: block; max-width: none; }
        svg.outlines { position: absolute; top: 1px; left: 1px; pointer-events: none; overflow: hidden; }
        svg.outlines rect.frame { fill: rgba(255, 149, 0, 0.12); stroke: #FF9500; stroke-width: 1.5;
                                  stroke-dasharray: 4 2; vector-effect: non-scaling-stroke; }
        svg.outlines.after rect.frame { fill: rgba(10, 132, 255, 0.12); stroke: #0A84FF; }
        svg.outlines rect.frame.moved { fill: none; stroke-width: 1; opacity: 0.6; }
        svg.outlines rect.box { fill: none; stroke: #FF3B30; stroke-width: 1; vector-effect: non-scaling-stroke; }
        svg.outlines.audit rect.finding { fill: rgba(255, 59, 48, 0.1); stroke: #FF3B30; stroke-width: 2;
                                          vector-effect: non-scaling-stroke; }
        svg.outlines.audit rect.finding.accepted { fill: none; stroke: #8E8E93; stroke-dasharray: 3 2; }
        svg.outlines.audit text { font: bold 9px sans-serif; fill: #FF3B30; }
        ol.findings li.accepted { color: #8E8E93; }
        ol.findings .badge { font-size: 11px; }
        .zoom-window { position: relative; overflow: hidden; border: 1px solid #8E8E93; background: #FFF; }
        .zoom-content { position: absolute; top: 0; left: 0; transform-origin: 0 0; line-height: 0;
                        image-rendering: pixelated; }
        .zoom-content img { image-rendering: pixelated; border: none; }
        .wipe { margin-top: 8px; }
        .wipe .stage .overlay { position: absolute; top: 0; left: 0; bottom: 0; width: 50%; overflow: hidden;
                                border-right: 2px solid #FF3B30; }
        </style>
        <script>
        function wipe(slider) {
          slider.closest('.wipe').querySelector('.overlay').style.width = slider.value + '%';
        }
        </script>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }
}

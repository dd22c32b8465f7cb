"""The table kit every game's table stands on.

- :mod:`.contract`: what the table scene gives a game (``TableContext``) and asks of it
  (``GameUI``), the controller's ``Reply``, and the game's area of the window;
- :mod:`.model`: ``TableModel``, the one cache of rules answers per position and viewer;
- :mod:`.camera`: a board's camera, its pan/zoom/fit controls and keys;
- :mod:`.text`: cached renders, fitting with the cut-text probe, wrapping, tooltips;
- :mod:`.cache`: bounded surface caches and cached layers;
- :mod:`.controls`: the buttons and framed panels a table paints;
- :mod:`.steps`: the step/animation queue and its captions;
- :mod:`.handoff`: who looks at the table and when the device changes hands;
- :mod:`.harness`: the table without the window, for tests, ``smoke`` and ``bench``.
"""

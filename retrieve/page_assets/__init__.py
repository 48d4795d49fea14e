"""The memory page's static files (page.js, page.css), served by retrieve/page.py from this package."""

"""Printed reports: engine.reports rows -> HTML (resources/templates) -> print, PDF, HTML, CSV."""

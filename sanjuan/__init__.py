"""San Juan (and, later, its ANNO XVII variant): rules core, views and presentation."""

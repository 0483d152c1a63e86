print("coloraudit")
